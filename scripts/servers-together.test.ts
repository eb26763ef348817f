import { EventEmitter } from 'node:events';
import { describe, expect, test, vi } from 'vitest';
import { keepServersTogether } from './servers-together.mjs';

/** A child process as far as the supervisor sees it. */
function fakeServer() {
  const child = Object.assign(new EventEmitter(), {
    exitCode: null as number | null,
    signalCode: null as string | null,
    kill: vi.fn((signal: string) => {
      child.signalCode = signal;
      child.emit('exit', null, signal);
      return true;
    }),
  });
  return child;
}

describe('npm start keeps its servers together (issue 37)', () => {
  test('the API killed from outside: says so and stops the front end, which would serve pages with no API', () => {
    const api = fakeServer();
    const web = fakeServer();
    const log = vi.fn();
    const exit = vi.fn();
    keepServersTogether(
      [
        { name: 'sandbox lead API', child: api },
        { name: 'front end', child: web },
      ],
      { log, exit },
    );
    api.signalCode = 'SIGKILL';
    api.emit('exit', null, 'SIGKILL');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/sandbox lead API stopped \(SIGKILL\)/));
    expect(web.kill).toHaveBeenCalledWith('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });

  test('a server that fails with a code passes its code on', () => {
    const api = fakeServer();
    const web = fakeServer();
    const exit = vi.fn();
    keepServersTogether(
      [
        { name: 'sandbox lead API', child: api },
        { name: 'front end', child: web },
      ],
      { log: () => undefined, exit },
    );
    web.exitCode = 3;
    web.emit('exit', 3, null);
    expect(api.kill).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(3);
  });

  test('stopping on purpose (Ctrl+C) stops both without a word', () => {
    const api = fakeServer();
    const web = fakeServer();
    const log = vi.fn();
    const exit = vi.fn();
    const { stop } = keepServersTogether(
      [
        { name: 'sandbox lead API', child: api },
        { name: 'front end', child: web },
      ],
      { log, exit },
    );
    stop(0);
    expect(api.kill).toHaveBeenCalled();
    expect(web.kill).toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(0);
  });
});
