/** Error reporting: the sink is swappable (production wires its tracker; tests spy on it). */
export type ReportSink = (error: unknown, context?: Record<string, unknown>) => void;

let sink: ReportSink = (error, context) => console.warn('[report]', error, context ?? '');

export const setReportSink = (next: ReportSink) => {
  sink = next;
};

export const reportError = (error: unknown, context?: Record<string, unknown>) => sink(error, context);
