// Text a person types into a name or address field: no control characters (a NUL would be stored and
// rendered as is) and no bidirectional overrides (they make a name read differently than it is stored).
export const PLAIN_TEXT = /^[^\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/;
