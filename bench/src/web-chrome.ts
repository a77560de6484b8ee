/**
 * Chromium for the web benchmark: launched by chrome-launcher with a fresh temporary profile, reachable on
 * a debugging port (which Lighthouse connects to) and, for our own few commands, on the DevTools protocol
 * over a pipe (`--remote-debugging-pipe`: NUL-separated JSON on fds 3 and 4), so no WebSocket client and
 * no puppeteer is needed.
 */
import * as chromeLauncher from 'chrome-launcher';
import { freePort } from './free-port.ts';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
] as const;

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

type Listener = (message: Message) => void;

/** A DevTools protocol connection to the browser target; page commands go with their `sessionId`. */
export class Cdp {
  private nextId = 0;
  private buffer = '';
  private readonly pending = new Map<number, { resolve: Listener; reject: (e: Error) => void }>();
  private readonly listeners = new Set<Listener>();

  constructor(
    incoming: NodeJS.ReadableStream,
    private readonly outgoing: NodeJS.WritableStream,
  ) {
    // The pipe closes when the browser is killed; nothing is pending by then.
    incoming.on('error', () => {});
    outgoing.on('error', () => {});
    incoming.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString('utf8');
      for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
        const message = JSON.parse(this.buffer.slice(0, end)) as Message;
        this.buffer = this.buffer.slice(end + 1);
        this.dispatch(message);
      }
    });
  }

  private dispatch(message: Message): void {
    if (message.id !== undefined) {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, {
        resolve: (m) => resolve((m.result ?? {}) as T),
        reject: (e) => reject(new Error(`${method}: ${e.message}`)),
      });
      this.outgoing.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Resolves on the first event `method` of `sessionId`. */
  once(method: string, sessionId: string, timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no ${method} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const listener: Listener = (m) => {
        if (m.method !== method || m.sessionId !== sessionId) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve();
      };
      this.listeners.add(listener);
    });
  }
}

export interface Chrome {
  /** The debugging port Lighthouse connects to. */
  port: number;
  cdp: Cdp;
  close(): Promise<void>;
}

/** A fresh Chromium with an empty temporary profile (chrome-launcher removes it on close). */
export async function launchChrome(chromePath: string): Promise<Chrome> {
  const launched = await chromeLauncher.launch({
    chromePath,
    port: await freePort(),
    chromeFlags: [...CHROME_FLAGS, '--remote-debugging-pipe'],
    logLevel: 'silent',
    handleSIGINT: true,
  });
  const pipes = launched.remoteDebuggingPipes;
  if (!pipes) throw new Error('chrome-launcher gave no DevTools pipe');
  return {
    port: launched.port,
    cdp: new Cdp(pipes.incoming, pipes.outgoing),
    async close() {
      const exited = new Promise<void>((resolve) => {
        if (launched.process.exitCode !== null) resolve();
        else launched.process.once('exit', () => resolve());
      });
      launched.kill();
      await exited;
    },
  };
}

/** A new tab, attached: commands for it go with the returned `sessionId`. */
async function openTab(cdp: Cdp): Promise<{ targetId: string; sessionId: string }> {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  });
  await cdp.send('Page.enable', {}, sessionId);
  await cdp.send('Runtime.enable', {}, sessionId);
  return { targetId, sessionId };
}

async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send<{
    result: { value?: T };
    exceptionDetails?: { text: string };
  }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
  if (exceptionDetails) throw new Error(`page script failed: ${exceptionDetails.text}`);
  return result.value as T;
}

async function navigate(cdp: Cdp, sessionId: string, url: string): Promise<void> {
  const loaded = cdp.once('Page.loadEventFired', sessionId, 60_000);
  const { errorText } = await cdp.send<{ errorText?: string }>('Page.navigate', { url }, sessionId);
  if (errorText) throw new Error(`${url}: ${errorText}`);
  await loaded;
}

/**
 * Writes localStorage entries for the origin of `originUrl`, from a same-origin page that runs none of
 * the app's code (`originUrl` should be e.g. `/health`), so the app finds them on its next load.
 */
export async function setLocalStorage(
  cdp: Cdp,
  originUrl: string,
  entries: Record<string, string>,
): Promise<void> {
  const { targetId, sessionId } = await openTab(cdp);
  try {
    await navigate(cdp, sessionId, originUrl);
    await evaluate(
      cdp,
      sessionId,
      `(() => { for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v); })()`,
    );
  } finally {
    await cdp.send('Target.closeTarget', { targetId });
  }
}

/**
 * Loads `url` in a new tab and waits for the load event, then until `expression` (a page script) is
 * truthy, at most `timeoutMs`. Returns whether it became truthy.
 */
export async function loadAndWait(
  cdp: Cdp,
  url: string,
  expression: string,
  timeoutMs = 20_000,
): Promise<boolean> {
  const { targetId, sessionId } = await openTab(cdp);
  try {
    await navigate(cdp, sessionId, url);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await evaluate<boolean>(cdp, sessionId, `Boolean(${expression})`)) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  } finally {
    await cdp.send('Target.closeTarget', { targetId });
  }
}

/** The browser's product string, e.g. `Chrome/156.0.8078.79`. */
export async function browserVersion(cdp: Cdp): Promise<string> {
  const { product } = await cdp.send<{ product: string }>('Browser.getVersion');
  return product;
}
