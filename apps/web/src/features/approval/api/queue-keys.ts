/**
 * Every lawyer query sits under ['lawyer'] (the queue here, the review panel's under the listing detail):
 * a decision taken on the detail invalidates this prefix, and the queue loads afresh when next shown.
 * The review panel writes the same literal, since features do not import each other.
 */
export const LAWYER_KEY = ['lawyer'] as const;
export const QUEUE_KEY = [...LAWYER_KEY, 'queue'] as const;
