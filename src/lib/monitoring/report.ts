/** Error reporting: the sink is swappable (monitoring wires the error reporter; tests spy on it). */
export type ReportSink = (error: unknown, context?: Record<string, unknown>) => void;

/** Every report is logged on the console too, reporter or not. */
export const consoleSink: ReportSink = (error, context) => console.warn('[report]', error, context ?? '');

let sink: ReportSink = consoleSink;

export const setReportSink = (next: ReportSink) => {
  sink = next;
};

export const reportError = (error: unknown, context?: Record<string, unknown>) => sink(error, context);
