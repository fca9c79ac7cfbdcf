/** Starts the in-browser sandbox backend (MSW) and its control panel. */
export async function startSandbox() {
  const { startSandbox: start } = await import('@mocks/browser');
  await start();
}
