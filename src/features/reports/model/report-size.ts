/** Report files are sized in decimal steps ("289.3 kB", 1 kB = 1000 bytes), unlike uploads' binary limits. */
export const REPORT_SIZE_STEP = 1000;
