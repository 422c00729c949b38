/**
 * A write answered from the document gives the row the next REST read returns: the projection's own row
 * shapes, so the two cannot drift apart.
 */
export { asStoredRow, cardRow, todoRow } from '../collab/projection/row-sets';
