import { useMemo, useState } from 'react';
import { isShortlistId, LICENCE_TEXT_MAX, type LicenceValues } from '../../functions/src/contract/licence-request.ts';
import { withoutBadShortlist } from './contact-payload.ts';
import type { Draft } from './draft-storage.ts';
import { EMPTY_VALUES, clampSubject, cutToLength, type Attempt, type FormValues, type Mode } from './form-state.ts';
import type { LicenceForm } from './licence-form.ts';
import { SHORTLIST_PARAM, SUBJECT_PARAM, TRACK_PARAM, VERSION_PARAM } from './prefill.ts';
import { useDraft } from './useDraft.ts';
import { usePrefill } from './usePrefill.ts';

const PREFILL_PARAMS = [SUBJECT_PARAM, TRACK_PARAM, VERSION_PARAM, SHORTLIST_PARAM] as const;

/**
 * What the visitor has typed and chosen, and the send in progress: kept as a draft across
 * reloads, and filled in from the page's address (a subject, or a track to license).
 */
export function useContactValues(licence: LicenceForm | undefined, draftKey: string, subjectPrefillDelayMs: number) {
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [mode, setMode] = useState<Mode>('general');
  const [licenceValues, setLicenceValues] = useState<LicenceValues>({});
  const [attempt, setAttempt] = useState<Attempt | null>(null);

  const draft = useMemo<Draft>(
    () => ({ values, attempt, mode, licence: licenceValues }),
    [values, attempt, mode, licenceValues],
  );
  const { clearDraft } = useDraft(draftKey, draft, (saved) => {
    setValues(saved.values);
    setAttempt(saved.attempt);
    if (licence) {
      setMode(saved.mode ?? 'general');
      setLicenceValues(withoutBadShortlist(saved.licence ?? {}));
    }
  });

  usePrefill(subjectPrefillDelayMs, PREFILL_PARAMS, (found) => {
    const subject = found[SUBJECT_PARAM];
    if (subject !== undefined) setValues((current) => ({ ...current, subject: clampSubject(subject) }));
    const track = found[TRACK_PARAM];
    // A licence link for a track: the licence request, with the track and its version filled in.
    if (licence && track !== undefined) {
      const version = found[VERSION_PARAM];
      setMode('licence');
      setLicenceValues((current) => ({
        ...current,
        track: cutToLength(track, LICENCE_TEXT_MAX),
        ...(version !== undefined ? { version: cutToLength(version, LICENCE_TEXT_MAX) } : { version: '' }),
        // A link from a shortlist's page names it; any other licence link, or one whose id was mangled, names none.
        shortlist: isShortlistId(found[SHORTLIST_PARAM]) ? found[SHORTLIST_PARAM] : '',
      }));
    }
  });

  return { values, setValues, mode, setMode, licenceValues, setLicenceValues, attempt, setAttempt, clearDraft };
}

export type ContactValues = ReturnType<typeof useContactValues>;
