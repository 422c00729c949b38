/**
 * The size of a map node as the canvas draws it, in CSS pixels at any zoom (the contract's radius 20 and
 * font 14): what the layout keeps apart, on the client and on the server alike.
 */
export const NODE_RADIUS = 20;
export const LABEL_FONT_SIZE = 14;
export const LABEL_MAX_CHARS = 28;
/** An approximate advance per label character: measuring every label would cost more than drawing it. */
export const LABEL_CHAR_WIDTH = LABEL_FONT_SIZE * 0.56;
/** A label's line box, and its gap below the circle. */
export const LABEL_LINE_HEIGHT = 18;
export const LABEL_GAP = 3;
