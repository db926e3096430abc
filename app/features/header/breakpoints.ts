// The device breakpoints of business-and-integration §9, in CSS pixels: the stylesheet's media queries use
// these widths (min-width) or one pixel less (max-width), and so does the markup's (the logo's <source>).
// Below medium a device is a phone, below large a tablet, else a desktop (§2.6).

export const BREAKPOINTS = { small: 420, medium: 768, large: 992, extraLarge: 1600 } as const;

/** The media query of widths below a breakpoint. */
export const below = (width: number) => `(max-width: ${width - 1}px)`;

/** The media query of widths from a breakpoint on. */
export const from = (width: number) => `(min-width: ${width}px)`;
