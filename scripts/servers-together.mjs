/**
 * Keeps `npm start`'s servers together: when one stops by itself (an exit code, or a signal from
 * outside such as an out-of-memory kill), says which and how, and stops the others, so the front
 * end never goes on serving pages whose every save would fail. `stop(code)` ends them all on
 * purpose (Ctrl+C), without a word.
 *
 * @param {{ name: string, child: import('node:events').EventEmitter & { exitCode: number | null, signalCode: string | null, kill: (signal: string) => boolean } }[]} servers
 * @param {{ log?: (message: string) => void, exit?: (code: number) => void }} [options]
 */
export function keepServersTogether(
  servers,
  {
    log = (message) => console.error(message),
    exit = (code) => {
      process.exitCode = code;
    },
  } = {},
) {
  let stopping = false;
  const stop = (code) => {
    stopping = true;
    for (const { child } of servers) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    exit(code);
  };
  for (const { name, child } of servers) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(
        `\nThe ${name} stopped (${signal ?? `exit code ${code}`}); stopping the others. ` +
          'Start again with npm start.',
      );
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    });
  }
  return { stop };
}
