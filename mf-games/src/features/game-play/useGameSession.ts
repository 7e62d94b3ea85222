import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { GAME_COMPLETION_REDIRECT_MS, type CompleteGameSessionInput } from '@flourishly/contracts';
import { afterNextPaint, getHref, isApiError, isOfflineQueued, useToast } from '@flourishly/platform';
import { useCompleteGameSessionMutation, useCreateGameSessionMutation, useRecordPlayedGameSessionMutation } from '../../api';

/** A call that found no network (no service worker queued it: a session's start is not queued). */
const noNetwork = (error: unknown) => isApiError(error) && error.status === 'FETCH_ERROR';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface GameSessionOptions {
  childId: number;
  gameId: number;
  /** The level once known; the session is created when it is set and `ready` is true. */
  level: number | null;
  /** True once the game and its questions have loaded. */
  ready: boolean;
  /** Called just before the state turns 'saved' (the retry button is still mounted). */
  onSaved?: () => void;
  /** True when the daily game limit is known to be reached: no session is created. */
  blocked?: boolean;
  /** The session of a game resumed after a reload: kept, not created again. */
  resume?: { sessionId: number | null; startedAt: string } | null;
}

/**
 * A game session's lifecycle (docs/product.md, Games): created once the game has loaded and its
 * first question has been painted;
 * `save(result)` completes it, waiting for the session if it is still being created and creating
 * it again if that failed; a 409 counts as saved (an earlier attempt completed it), and so does a
 * result queued offline (the service worker sends it when the network returns). Saving shows a
 * toast, then returns to the child's profile after GAME_COMPLETION_REDIRECT_MS. A failed save can
 * be sent again with `save()` (the same result). A session whose start found no network (a game
 * played offline, from its kept questions) is saved whole at the end instead (POST
 * .../game-sessions/played with the device's start and end), which the service worker queues
 * offline and sends once when the network returns. `limitReached` turns true when the server refuses
 * the session for the parent's daily game limit (429); `started` once a session was asked for. A
 * game resumed after a reload keeps its session and start time (`resume`).
 */
export function useGameSession({ childId, gameId, level, ready, onSaved, blocked = false, resume = null }: GameSessionOptions) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const intl = useIntl();
  const [createSession] = useCreateGameSessionMutation();
  const [completeSession] = useCompleteGameSessionMutation();
  const [recordPlayedSession] = useRecordPlayedGameSessionMutation();
  /** The latest session request: in flight, resolved with the id, or rejected. */
  const sessionRequest = useRef<Promise<number> | null>(resume?.sessionId ? Promise.resolve(resume.sessionId) : null);
  const startedAt = useRef(resume ? new Date(resume.startedAt) : new Date());
  const [sessionId, setSessionId] = useState<number | null>(resume?.sessionId ?? null);
  const result = useRef<CompleteGameSessionInput | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveAttempts, setSaveAttempts] = useState(0);
  const [limitReached, setLimitReached] = useState(false);

  const requestSession = useCallback(
    (difficultyLevel: number) => {
      const request = createSession({ childId, gameId, difficultyLevel, startedAt: startedAt.current.toISOString(), duration: 0, score: 0 })
        .unwrap()
        .then((created) => {
          setSessionId(created.id);
          return created.id;
        });
      sessionRequest.current = request;
      return request;
    },
    [childId, gameId, createSession],
  );

  // Once the first question is on screen: the child plays from then on, and the page's largest
  // paint does not wait behind the request (docs/architecture.md, "Paint first, then ask for more").
  useEffect(() => {
    if (sessionRequest.current || !ready || level === null || blocked) return undefined;
    return afterNextPaint(() => {
      if (sessionRequest.current) return;
      if (!resume) startedAt.current = new Date();
      requestSession(level).catch((error: unknown) => {
        if (isApiError(error) && error.status === 429) {
          setLimitReached(true);
          return;
        }
        // Offline: the game plays on from its kept questions and is saved whole at the end.
        if (noNetwork(error)) return;
        toast({
          title: intl.formatMessage({ id: 'games.errorTitle' }),
          description: intl.formatMessage({ id: 'games.play.sessionCreateFailed' }),
          variant: 'destructive',
        });
      });
    });
  }, [ready, level, requestSession, toast, blocked, resume, intl]);

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  /**
   * The session's id: the request in flight or finished, or a new one when it failed; null when
   * its start found no network (the session is then saved whole).
   */
  const sessionForSave = async (difficultyLevel: number): Promise<number | null> => {
    const earlier = sessionRequest.current;
    if (earlier) {
      try {
        return await earlier;
      } catch (error) {
        if (noNetwork(error)) return null;
        // Creating it failed earlier: try once more below.
      }
    }
    return requestSession(difficultyLevel);
  };

  /** Saves `finished` (or re-sends the last result); seconds played are measured from the session start. */
  const save = async (finished?: CompleteGameSessionInput) => {
    if (finished) result.current = finished;
    const sent = result.current;
    if (!sent || level === null || saveState === 'saving' || saveState === 'saved') return;
    setSaveState('saving');
    setSaveAttempts((attempts) => attempts + 1);
    try {
      const sessionId = await sessionForSave(level);
      await (
        sessionId === null
          ? recordPlayedSession({
              childId,
              gameId,
              difficultyLevel: level,
              startedAt: startedAt.current.toISOString(),
              completedAt: new Date().toISOString(),
              score: sent.score,
              correctAnswers: sent.correctAnswers,
              totalQuestions: sent.totalQuestions,
            })
          : completeSession({ sessionId, childId, result: sent })
      )
        .unwrap()
        .catch((error: unknown) => {
          // 409: an earlier attempt completed it; queued offline: sent when the network returns (the offline notice says so).
          if (!(isApiError(error) && error.status === 409) && !isOfflineQueued(error)) throw error;
        });
    } catch {
      setSaveState('failed');
      toast({
        title: intl.formatMessage({ id: 'games.errorTitle' }),
        description: intl.formatMessage({ id: 'games.play.resultSaveFailed' }),
        variant: 'destructive',
      });
      return;
    }
    onSaved?.();
    setSaveState('saved');
    toast({
      title: intl.formatMessage({ id: 'games.play.completedTitle' }),
      description: intl.formatMessage(
        { id: 'games.play.completedDescription' },
        { score: sent.score, correct: sent.correctAnswers, total: sent.totalQuestions },
      ),
    });
    redirectTimer.current = setTimeout(() => navigate(getHref.child(childId, '/child-profiles')), GAME_COMPLETION_REDIRECT_MS);
  };

  /** Seconds since the session started (rounded). */
  const secondsPlayed = () => Math.round((Date.now() - startedAt.current.getTime()) / 1000);

  return {
    save,
    saveState,
    saveAttempts,
    secondsPlayed,
    limitReached,
    started: sessionRequest.current !== null,
    /** The session's id once created (kept for a resume after a reload) and when it started. */
    sessionId,
    startedAt: startedAt.current.toISOString(),
  };
}
