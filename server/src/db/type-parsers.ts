export const INT8_OID = 20;
export const DATE_OID = 1082;

/** Both engines hand counts (int8) over as numbers and calendar dates as 'YYYY-MM-DD' strings. */
export const TYPE_PARSERS = {
  [INT8_OID]: (value: string) => Number(value),
  [DATE_OID]: (value: string) => value,
};
