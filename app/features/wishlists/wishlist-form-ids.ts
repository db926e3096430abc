// The wishlist forms by id: free of server code, so pages name the form whose reply they show.
export const WISHLISTS_FORM_ID = 'wishlists';
export const WISHLIST_FORM_ID = 'wishlist';
export const ADD_TO_WISHLIST_FORM_ID = 'add-to-wishlist';
