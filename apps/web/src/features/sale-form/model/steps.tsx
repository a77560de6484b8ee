import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { SaleStep } from '../../../stores/sales-store.ts';
import type { SaleStepProps } from './step-props.ts';

/** Each step's form, loaded when the broker reaches it so the first step paints without the other four. */
export const STEP_COMPONENTS: Record<SaleStep, LazyExoticComponent<ComponentType<SaleStepProps>>> = {
  locationInfo: lazy(() => import('../components/location-info-step.tsx')),
  gradeInfo: lazy(() => import('../components/grade-info-step.tsx')),
  roomInfo: lazy(() => import('../components/room-info-step.tsx')),
  extraInfo: lazy(() => import('../components/extra-info-step.tsx')),
  detailInfo: lazy(() => import('../components/detail-info-step.tsx')),
};
