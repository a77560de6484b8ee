import { type ApiRoute, type EntityOf, type Envelope, SUCCESS_CODE } from '@ansim/domain/contract';
import type { z } from 'zod';
import {
  buildUrl,
  type CallOptions,
  type QueryParams,
  type QueryValue,
  request,
  takeEmbeddedEnvelope,
} from './api-client.ts';
import { parseEnvelope } from './parse-envelope.ts';
import type { ContractRouteOf, RouteRef } from './routes.ts';

/** Path parameters by name, as the contract's params schema names them. */
type ParamsInput<S extends z.ZodType> = { [K in keyof z.output<S>]: string | number };
/**
 * Query parameters by the names the contract's query schema has; the values stay as the address bar
 * carries them (text, numbers, repeated keys), since the server parses them.
 */
type QueryInput<S extends z.ZodType> = { [K in keyof z.output<S>]?: QueryValue };

/** What a call of the route must carry: exactly the parts the route has, with the contract's names. */
export type CallInput<R extends ApiRoute> = (R extends { params: infer P extends z.ZodType }
  ? { params: ParamsInput<P> }
  : unknown) &
  (R extends { query: infer Q extends z.ZodType } ? { query?: QueryInput<Q> } : unknown) &
  (R extends { body: infer B extends z.ZodType }
    ? undefined extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : unknown) &
  (R extends { multipart: z.ZodType } ? { form: FormData } : unknown);

type Loose = {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
  form?: FormData;
};

/** The route's path with its parameters filled in, each encoded. */
export function pathOf(route: RouteRef, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** An address the browser itself opens (a redirect or a file), built from the contract like a call. */
export const hrefOf = <R extends RouteRef>(route: R, input: CallInput<ContractRouteOf<R>>): string => {
  const loose = input as Loose;
  return buildUrl(pathOf(route, loose.params), loose.query);
};

/**
 * What the page's HTML already answered to this call for a visitor (the server's first-answers.ts), for a
 * screen to draw in its first render; undefined when the page carries none or it is no success. Taken
 * once: a later screen of the same listing or list asks the network. A PATCH's call still goes out (it
 * counts a view); a GET's answer is the call's, taken from it.
 */
export function embeddedEntity<R extends RouteRef>(
  route: R,
  input: CallInput<ContractRouteOf<R>>,
): EntityOf<ContractRouteOf<R>> | undefined {
  const envelope = takeEmbeddedEnvelope(route.method, hrefOf(route, input));
  return envelope?.code === SUCCESS_CODE ? (envelope.entity as EntityOf<ContractRouteOf<R>>) : undefined;
}

type Args<R extends ApiRoute> =
  object extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

/**
 * The one way the web app talks to the server: a route (`ROUTES` of ./routes.ts, or the contract's own
 * entry) and the parts the contract gives it, typed by the contract. Failures (code ≠ 1) come back as the
 * server sent them. POST and PATCH always send a JSON body, `{}` when there is nothing to say
 * (product.md §A7).
 *
 * In development and in tests a successful answer is also checked against the contract's response schema
 * (a mismatch fails the call, as a transport error): that is where a drift between the screens and the API
 * shows. A production build leaves the check out, and zod with it: the server builds every answer from the
 * same contract, and an answer that is not an envelope at all (a proxy's page) still fails in `request`.
 */
export async function call<R extends RouteRef>(
  route: R,
  ...[input, options = {}]: Args<ContractRouteOf<R>>
): Promise<Envelope<EntityOf<ContractRouteOf<R>>>> {
  const loose = (input ?? {}) as Loose;
  const path = pathOf(route, loose.params);
  const body = loose.form
    ? ({ kind: 'multipart', value: loose.form } as const)
    : route.method === 'GET' || route.method === 'DELETE'
      ? ({ kind: 'none' } as const)
      : ({ kind: 'json', value: (loose.body ?? {}) as Record<string, unknown> } as const);
  const envelope = await request<unknown>({
    method: route.method,
    path,
    query: loose.query,
    body,
    ...options,
  });
  if (import.meta.env.DEV) return checkedAgainstContract(route, envelope);
  return envelope as Envelope<EntityOf<ContractRouteOf<R>>>;
}

/** The development check of `call`: the contract (and zod) load on the first call that needs them. */
async function checkedAgainstContract<T>(route: RouteRef, envelope: Envelope<unknown>): Promise<Envelope<T>> {
  const { API } = await import('@ansim/domain/contract');
  const entry: ApiRoute | undefined = Object.values(API).find(
    (candidate) => candidate.method === route.method && candidate.path === route.path,
  );
  return entry?.response ? parseEnvelope<T>(entry.response, envelope) : (envelope as Envelope<T>);
}
