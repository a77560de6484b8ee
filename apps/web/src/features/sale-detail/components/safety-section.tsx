import { formatMoney, formatPercent, type SafetyLevel } from '@ansim/domain';
import type { SaleDetail, SaleDocument } from '@ansim/domain/contract';
import {
  openCertificationDialog,
  openGradeGuideDialogAt,
} from '../../../shared/safety-help/help-dialogs.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { IconDocumentCheck, IconLock } from '../../../shared/ui/icons.tsx';
import { SafetyGradeTag } from '../../../shared/ui/safety-grade-tag.tsx';
import { DETAIL } from '../messages.ts';
import { shownLevel } from '../model/listing-facts.ts';
import { onBar, ratioLegend, ratioZones } from '../model/ratio-zones.ts';
import { useSignInPrompt } from '../model/use-sign-in-prompt.ts';
import styles from './detail.module.css';
import { DetailSection, FactList } from './detail-section.tsx';
import { openFileViewer } from './file-viewer.tsx';
import { GradeCorrectionNote } from './grade-correction-note.tsx';
import safetyStyles from './safety-section.module.css';

/** The tenant's deposit (만원): the jeonse amount, or a monthly rent's deposit. */
const tenantDeposit = (detail: SaleDetail): number =>
  (detail.saleTypeCode === 'RENT' ? detail.rentPrice : detail.deposit) ?? 0;

const asLevel = (level: number): SafetyLevel | null =>
  level >= 1 && level <= 5 ? (level as SafetyLevel) : null;

/** The broker's (or the reviewers') grade beside the one the listing's own figures give. */
function GradeComparison({ detail }: { detail: SaleDetail }) {
  const shown = shownLevel(detail);
  const computed = detail.computedGrade.assessable ? asLevel(detail.computedGrade.level) : null;
  const differ = shown !== null && computed !== null && shown !== computed;
  return (
    <>
      <div className={safetyStyles.compare}>
        <div className={safetyStyles.gradeCard}>
          <p className={safetyStyles.gradeCaption}>
            {detail.changeSafetyGrade ? DETAIL.safety.byReview : DETAIL.safety.byBroker}
          </p>
          {shown !== null && <SafetyGradeTag level={shown} className={safetyStyles.bigTag} />}
        </div>
        <div className={safetyStyles.gradeCard}>
          <p className={safetyStyles.gradeCaption}>{DETAIL.safety.computed}</p>
          {computed !== null ? (
            <SafetyGradeTag level={computed} className={safetyStyles.bigTag} />
          ) : (
            <>
              <p className={safetyStyles.noGrade}>{DETAIL.safety.computedNone}</p>
              <p className={safetyStyles.gradeNote}>{DETAIL.safety.computedNoneNote}</p>
            </>
          )}
        </div>
      </div>
      {shown !== null && computed !== null && (
        <p className={cx(safetyStyles.verdict, differ && safetyStyles.verdictWarn)} role="note">
          {differ ? DETAIL.safety.differ : DETAIL.safety.same}
        </p>
      )}
    </>
  );
}

/** Deposit and senior debt against 공시가격, on a bar of the table's grade zones with the listing marked. */
function RatioBar({ detail, table }: { detail: SaleDetail; table: 'JEONSE' | 'MONTHLY' }) {
  const { ratio, level, publicPrice, seniorDebt } = detail.computedGrade;
  const deposit = tenantDeposit(detail);
  const zones = ratioZones(table);
  const first = zones[0]!.to;
  const last = zones.at(-1)!.from;
  return (
    <div className={safetyStyles.ratio}>
      <div className={safetyStyles.ratioHead}>
        <h3 className={styles.subTitle}>{DETAIL.safety.ratioTitle}</h3>
        <p className={cx(safetyStyles.ratioValue, safetyStyles[`level${asLevel(level) ?? 3}`])}>
          {formatPercent(ratio)}
        </p>
      </div>
      <div className={safetyStyles.bar} aria-hidden="true">
        <div className={safetyStyles.track}>
          {zones.map((zone) => (
            <span
              key={zone.grade}
              className={cx(safetyStyles.zone, safetyStyles[`zone${zone.grade}`])}
              style={{ left: onBar(zone.from), width: `calc(${onBar(zone.to)} - ${onBar(zone.from)})` }}
            />
          ))}
        </div>
        <span className={safetyStyles.marker} style={{ left: onBar(ratio) }} />
        {[first, last].map((line) => (
          <span key={line} className={safetyStyles.tick} style={{ left: onBar(line) }}>
            {formatPercent(line)}
          </span>
        ))}
      </div>
      <p className={safetyStyles.ratioLegend}>{ratioLegend(table)}</p>
      <FactList
        columns={1}
        rows={[
          { label: DETAIL.safety.depositLabel, value: formatMoney(deposit) },
          { label: DETAIL.safety.seniorDebt, value: formatMoney(seniorDebt ?? 0) },
          { label: DETAIL.safety.publicPrice, value: publicPrice == null ? '-' : formatMoney(publicPrice) },
        ]}
      />
    </div>
  );
}

/** 최우선변제 and 전세보증금반환보증, for a tenant (a buyer's deal has neither). */
function TenantProtection({ detail }: { detail: SaleDetail }) {
  const { priorityRepayment: priority, insuranceEligible } = detail.computedGrade;
  // `protectedAmount` is the tier's: a tenant whose deposit is above the tier's line gets none of it.
  const deposit = tenantDeposit(detail);
  const protection = priority.fullyProtected
    ? DETAIL.safety.priorityFull
    : deposit <= priority.maxDeposit && priority.protectedAmount > 0
      ? DETAIL.safety.priorityPart(formatMoney(Math.min(deposit, priority.protectedAmount)))
      : DETAIL.safety.priorityNone;
  return (
    <div className={safetyStyles.protection}>
      <div className={cx(safetyStyles.protectionCard, priority.fullyProtected && safetyStyles.good)}>
        <h3 className={styles.subTitle}>{DETAIL.safety.priorityTitle}</h3>
        <p className={safetyStyles.protectionMain}>{protection}</p>
        <p className={styles.muted}>
          {DETAIL.safety.priorityTier(priority.tierLabel, formatMoney(priority.maxDeposit))}
        </p>
      </div>
      {/* HUG's guarantee covers the deposit of a monthly rent as well as a jeonse. */}
      <div className={cx(safetyStyles.protectionCard, insuranceEligible && safetyStyles.good)}>
        <h3 className={styles.subTitle}>{DETAIL.safety.insuranceTitle}</h3>
        <p className={safetyStyles.protectionMain}>
          {insuranceEligible ? DETAIL.safety.insuranceYes : DETAIL.safety.insuranceNo}
        </p>
      </div>
    </div>
  );
}

/** 등기부등본 and 건축물대장: the file viewer for a member, the login confirm for a visitor. */
function Documents({ documents }: { documents: readonly SaleDocument[] }) {
  const askToSignIn = useSignInPrompt();
  const locked = documents.some((document) => document.fileId === null);
  const open = (document: SaleDocument) => {
    if (document.fileId === null) {
      void askToSignIn();
      return;
    }
    openFileViewer({ fileId: document.fileId, name: document.label, mime: document.mime });
  };
  return (
    <div className={safetyStyles.documents}>
      <h3 className={styles.subTitle}>{DETAIL.safety.documents}</h3>
      {documents.length === 0 ? (
        <p className={styles.muted}>{DETAIL.safety.documentsNone}</p>
      ) : (
        <>
          <div className={styles.linkButtons}>
            {documents.map((document) => (
              <Button key={document.kind} variant="secondary" onClick={() => open(document)}>
                {document.fileId === null ? <IconLock size={18} /> : <IconDocumentCheck size={18} />}
                {DETAIL.safety.viewDocument(document.label)}
              </Button>
            ))}
          </div>
          {locked && <p className={styles.muted}>{DETAIL.safety.documentsLogin}</p>}
        </>
      )}
    </div>
  );
}

/**
 * 안전등급: the grade and why. The broker's grade beside the computed one, the computed grade's reasons in
 * plain Korean, the ratio against 공시가격, 최우선변제 and deposit insurance, the title (근저당, owners), the
 * grade guide at this deal's tab and the certification explainer, and the registry documents.
 */
export function SafetySection({ detail }: { detail: SaleDetail }) {
  const grade = detail.computedGrade;
  const isTenancy = detail.saleTypeCode !== 'SALE';
  const rights = [
    {
      label: DETAIL.safety.mortgage,
      value: !detail.collateralSecurity
        ? DETAIL.safety.mortgageNone
        : detail.collateralSecurityPrice
          ? DETAIL.safety.mortgageAmount(formatMoney(detail.collateralSecurityPrice))
          : DETAIL.safety.mortgageYes,
    },
    {
      label: DETAIL.safety.ownership,
      value: detail.ownership ? DETAIL.safety.ownershipSame : DETAIL.safety.ownershipDiffer,
    },
    ...(detail.redevelop ? [{ label: DETAIL.safety.redevelop, value: DETAIL.safety.redevelopYes }] : []),
  ];

  return (
    <DetailSection title={DETAIL.safety.title}>
      <GradeComparison detail={detail} />
      <GradeCorrectionNote correction={detail.gradeCorrection} />
      {grade.reasons.length > 0 && (
        <div className={safetyStyles.reasons}>
          <h3 className={styles.subTitle}>{DETAIL.safety.reasons}</h3>
          <ul className={safetyStyles.reasonList}>
            {grade.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {grade.assessable && grade.table !== 'SALE' && <RatioBar detail={detail} table={grade.table} />}
      {isTenancy && <TenantProtection detail={detail} />}
      <div>
        <h3 className={styles.subTitle}>{DETAIL.safety.rightsTitle}</h3>
        <FactList columns={1} rows={rights} />
      </div>
      {detail.safetyText?.trim() && (
        <div className={safetyStyles.reasons}>
          <h3 className={styles.subTitle}>{DETAIL.safety.brokerNote}</h3>
          <p className={styles.note}>{detail.safetyText.trim()}</p>
        </div>
      )}
      <div className={styles.linkButtons}>
        <Button variant="soft" onClick={() => openGradeGuideDialogAt(grade.table)}>
          {DETAIL.safety.guide}
        </Button>
        <Button variant="soft" onClick={() => openCertificationDialog()}>
          {DETAIL.safety.certification}
        </Button>
      </div>
      <Documents documents={detail.documents} />
      <p className={styles.muted}>{DETAIL.safety.disclaimer}</p>
    </DetailSection>
  );
}
