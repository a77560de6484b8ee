import { PUBLIC, SIGNED_IN_OWN } from './access.ts';
import {
  notificationCountResponseSchema,
  notificationReadAllResponseSchema,
  pushKeyResponseSchema,
  pushSubscribeBodySchema,
  pushSubscribeResponseSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeResponseSchema,
} from './push.ts';
import { type ApiRoute, route } from './route.ts';

/** The notification centre's bell and push delivery (P12); the list and one-row read are INQUIRY_ROUTES'. */
export const NOTIFICATION_ROUTES = {
  notificationCount: route({
    method: 'GET',
    path: '/api/notification/count',
    tags: ['notification'],
    access: SIGNED_IN_OWN,
    summary: '읽지 않은 내 알림 수 (알림 종 배지)',
    response: notificationCountResponseSchema,
  }),
  notificationReadAll: route({
    method: 'PATCH',
    path: '/api/notification/read/all',
    tags: ['notification'],
    access: SIGNED_IN_OWN,
    summary: '내 알림 모두 읽음',
    response: notificationReadAllResponseSchema,
  }),
  pushKey: route({
    method: 'GET',
    path: '/api/push/key',
    tags: ['notification'],
    access: PUBLIC,
    summary: 'Web Push VAPID 공개 키 (설정되지 않았으면 null)',
    response: pushKeyResponseSchema,
  }),
  pushSubscribe: route({
    method: 'POST',
    path: '/api/push/subscribe',
    tags: ['notification'],
    access: SIGNED_IN_OWN,
    summary: '이 기기로 푸시 받기 (브라우저 WEB 구독 또는 앱 FCM 등록 키)',
    description:
      '로그인한 본인. 이미 등록된 구독이나 키는 지금 로그인한 사용자에게로 옮겨집니다 (구독은 기기의 것). ' +
      'WEB endpoint는 알려진 푸시 서비스 주소만 받습니다.',
    body: pushSubscribeBodySchema,
    response: pushSubscribeResponseSchema,
  }),
  pushUnsubscribe: route({
    method: 'POST',
    path: '/api/push/unsubscribe',
    tags: ['notification'],
    access: SIGNED_IN_OWN,
    summary: '이 기기로 푸시 받지 않기 (본인 구독만 지웁니다)',
    body: pushUnsubscribeBodySchema,
    response: pushUnsubscribeResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
