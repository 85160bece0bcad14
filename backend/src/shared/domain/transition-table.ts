/**
 * A status machine as a table: every allowed move is listed, anything else is refused. Orders,
 * campaigns and gift offers each declare their table once and get the same checks from it; each
 * keeps its own error (its code and its message say what the caller may do instead).
 */
export interface TransitionTable<S extends string> {
  /** The moves, by status: `moves[from]` lists every status `from` may become. */
  readonly moves: Readonly<Record<S, readonly S[]>>;
  /** The statuses, in the table's order. */
  readonly statuses: readonly S[];
  isStatus(value: unknown): value is S;
  canMove(from: S, to: S): boolean;
  /** The statuses `from` may become (none for a final status). */
  nextOf(from: S): readonly S[];
  isFinal(status: S): boolean;
  /** Throws `refusal(from, to)` unless `from → to` is in the table. */
  assertMove(from: S, to: S): void;
}

export function transitionTable<S extends string>(moves: Readonly<Record<S, readonly S[]>>, refusal: (from: S, to: S) => Error): TransitionTable<S> {
  const statuses = Object.keys(moves) as S[];
  const canMove = (from: S, to: S) => moves[from].includes(to);
  return {
    moves,
    statuses,
    isStatus: (value: unknown): value is S => typeof value === 'string' && (statuses as readonly string[]).includes(value),
    canMove,
    nextOf: (from) => moves[from],
    isFinal: (status) => moves[status].length === 0,
    assertMove: (from, to) => {
      if (!canMove(from, to)) throw refusal(from, to);
    },
  };
}

/** The usual refusal's wording: "… cannot become X; it can only become Y or Z." / "… X is final." */
export function allowedMovesPhrase<S extends string>(table: Pick<TransitionTable<S>, 'nextOf'>, from: S): string {
  const allowed = table.nextOf(from);
  return allowed.length > 0 ? `it can only become ${allowed.join(' or ')}` : `${from} is final`;
}
