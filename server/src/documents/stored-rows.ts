/**
 * A write answered from the document gives the row the next REST read returns: the projection's own row
 * shapes, so the two cannot drift apart. A version's content is read in the same rows (documentRows).
 */
export { asStoredRow, cardRow, documentRows, todoRow } from '../collab/projection/row-sets';
