export { CSV_CELL_MAX, csvCell, csvMoney, csvRow, neutraliseFormulas, toCsv, type CsvNumber, type CsvValue } from './csv-cell';
