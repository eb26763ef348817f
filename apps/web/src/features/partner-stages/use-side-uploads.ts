import type { DocumentSide } from '@lf/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApplicationDispatch, useApplicationSelector } from '../application';
import { checkFile, uploadTypeOf, type FileProblem } from './file-check';
import { keepSideReceived, type KeptDocument } from './kept-document';
import { uploadDocumentSide } from './partner-calls';
import { stageProblemOf } from './stage-problems';
import { useFollowLead } from '../lead/lazy';

/** Where one side of the document stands. */
export type SideState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string; sent: number }
  | { status: 'uploaded'; name: string }
  /** A passing fault: Try again sends the same file. */
  | { status: 'failed'; name: string };

/** What the side's field says: the file refused, or what Continue found. */
export type SideError = FileProblem | 'missing' | 'uploading';

export interface SideSlot {
  state: SideState;
  error: SideError | null;
}

interface Chosen {
  file: Blob;
  name: string;
  contentType: string;
}

const emptySlot: SideSlot = { state: { status: 'empty' }, error: null };

/**
 * What Continue says of a side not received: still uploading, or missing; but a file refused
 * keeps its reason (its type, its size), which says more than "upload it" until another is chosen.
 */
function continueError({ state, error }: SideSlot): SideError {
  if (state.status === 'uploading') return 'uploading';
  return error && error !== 'uploading' ? error : 'missing';
}

/**
 * The sides of one document and their uploads: a file is checked before it is sent (type, size),
 * then uploaded at once with its progress. A failure keeps the file for Try again and leaves the
 * other side as it is; leaving the page cancels what is still going.
 */
export function useSideUploads(
  documentId: string,
  sides: readonly DocumentSide[],
  onGone: (reason: 'unknown' | 'expired') => void,
  received: KeptDocument['received'] = {},
) {
  const dispatch = useApplicationDispatch();
  const leadId = useApplicationSelector((state) => state.application.applicationData.id);
  const follow = useFollowLead();
  const [slots, setSlots] = useState<Partial<Record<DocumentSide, SideSlot>>>(() =>
    Object.fromEntries(
      Object.entries(received).map(([side, name]) => [
        side,
        { state: { status: 'uploaded', name }, error: null },
      ]),
    ),
  );
  const chosen = useRef(new Map<DocumentSide, Chosen>());
  const uploads = useRef(new Map<DocumentSide, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback((side: DocumentSide, change: (slot: SideSlot) => SideSlot) => {
    setSlots((all) => ({ ...all, [side]: change(all[side] ?? emptySlot) }));
  }, []);

  const send = useCallback(
    async (side: DocumentSide, { file, name, contentType }: Chosen) => {
      uploads.current.get(side)?.abort();
      const controller = new AbortController();
      uploads.current.set(side, controller);
      update(side, () => ({ state: { status: 'uploading', name, sent: 0 }, error: null }));
      const result = await dispatch(
        uploadDocumentSide({
          documentId,
          side,
          file,
          contentType,
          signal: controller.signal,
          onProgress: (sent) =>
            update(side, (slot) =>
              slot.state.status === 'uploading'
                ? { ...slot, state: { ...slot.state, sent } }
                : slot,
            ),
        }),
      );
      if (controller.signal.aborted) return;
      uploads.current.delete(side);
      if (result.ok) {
        keepSideReceived(leadId, documentId, side, name);
        update(side, () => ({ state: { status: 'uploaded', name }, error: null }));
        return;
      }
      const problem = stageProblemOf(result.error);
      if (problem.kind === 'gone') return onGone(problem.reason);
      if (problem.kind === 'moved' && (await follow())) return;
      if (problem.kind === 'file') {
        update(side, () => ({ state: { status: 'empty' }, error: problem.refusal }));
        return;
      }
      update(side, () => ({ state: { status: 'failed', name }, error: null }));
    },
    [dispatch, documentId, follow, leadId, onGone, update],
  );

  /** A file chosen for a side: refused on the spot, or sent. */
  const choose = useCallback(
    (side: DocumentSide, file: File) => {
      const problem = checkFile(file);
      const contentType = uploadTypeOf(file);
      if (problem || !contentType) {
        update(side, (slot) => ({ ...slot, error: problem ?? 'wrongType' }));
        return;
      }
      const picked = { file, name: file.name, contentType };
      chosen.current.set(side, picked);
      void send(side, picked);
    },
    [send, update],
  );

  /** Sends the side's file again, after a passing fault. */
  const retry = useCallback(
    (side: DocumentSide) => {
      const picked = chosen.current.get(side);
      if (picked) void send(side, picked);
    },
    [send],
  );

  /**
   * What Continue finds: each side not uploaded yet gets its error; `missing` also names the sides
   * the server says it lacks. Returns whether every side is there.
   */
  const check = useCallback(
    (missing: readonly string[] = []) => {
      let complete = true;
      for (const side of sides) {
        const slot = slots[side] ?? emptySlot;
        const lacking = missing.includes(side) || slot.state.status !== 'uploaded';
        if (!lacking) continue;
        complete = false;
        update(side, (current) => ({
          state: missing.includes(side) ? { status: 'empty' } : current.state,
          error: continueError(current),
        }));
      }
      return complete;
    },
    [sides, slots, update],
  );

  return {
    slotOf: (side: DocumentSide): SideSlot => slots[side] ?? emptySlot,
    choose,
    retry,
    check,
  };
}
