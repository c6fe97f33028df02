package org.pacru.reference;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.WinReason;

/**
 * A deliberately simple reference implementation of RULES.md, written to be obviously correct
 * rather than fast. It shares no code with pacru-core: it uses only pacru-api value types and
 * works on a plain mutable copy of the board ({@link Board}: two maps, field to marker owner and
 * field to chevron), with plain loops over the 81 fields.
 *
 * <p>It computes the fully specified legal moves (R9.2), the number of legal rotations (R7), the
 * position after any legal action including the turn passing of R8.5, and the outcome (R8.3).
 *
 * <pre>{@code
 * NaiveRules naive = new NaiveRules(Ruleset.STANDARD);
 * List<Move> moves = naive.legalMoves(Position.initial(2));
 * NaiveRules.Result r = naive.apply(Position.initial(2), moves.get(0));
 * }</pre>
 */
public final class NaiveRules {

    /** The canonical notation order of actions: the string order of their printed form. */
    public static final Comparator<Action> CANONICAL = Comparator.comparing(Object::toString);

    private final Ruleset ruleset;

    /**
     * Reference rules for one ruleset.
     *
     * @param ruleset the ruleset (R10)
     */
    public NaiveRules(Ruleset ruleset) {
        this.ruleset = Objects.requireNonNull(ruleset, "ruleset");
    }

    /**
     * The ruleset.
     *
     * @return the ruleset
     */
    public Ruleset ruleset() {
        return ruleset;
    }

    /**
     * The result of applying an action: the position after it (and after the automatic
     * eliminations of R8.5), the players eliminated on the way, and the outcome.
     */
    public static final class Result {
        private final Board board;
        private final List<Player> eliminated;
        private final Optional<Outcome> outcome;

        Result(Board board, List<Player> eliminated, Optional<Outcome> outcome) {
            this.board = board;
            this.eliminated = List.copyOf(eliminated);
            this.outcome = outcome;
        }

        /**
         * The position after the action. A game won by R8.3(a) may end with the turn at a
         * player who is out while others still have chevrons (R8.5); pacru-api's builder accepts
         * that only when the default target was reached, so with a smaller custom target this
         * throws; {@link #text()} always works.
         *
         * @return the position
         */
        public Position after() {
            return board.toPosition();
        }

        /**
         * The canonical position string of the position after the action (NOTATION.md §3).
         *
         * @return the string
         */
        public String text() {
            return ReferenceNotation.format(board);
        }

        /**
         * The players eliminated by R8.1 while the turn passed on, in order.
         *
         * @return the players
         */
        public List<Player> eliminated() {
            return eliminated;
        }

        /**
         * The outcome (R8.3), if the game is over.
         *
         * @return the outcome
         */
        public Optional<Outcome> outcome() {
            return outcome;
        }
    }

    // ------------------------------------------------------------------------------------------
    // A plain mutable board.

    /** A plain mutable copy of a position: marker owners and chevrons by field. */
    static final class Board {
        final int players;
        Player toMove;
        final Map<Field, Player> markers = new EnumMap<>(Field.class);
        final Map<Field, Chevron> chevrons = new EnumMap<>(Field.class);

        Board(Position p) {
            players = p.playerCount();
            toMove = p.toMove();
            for (Field f : Field.values()) {
                p.markerAt(f).ifPresent(m -> markers.put(f, m));
                p.chevronAt(f).ifPresent(c -> chevrons.put(f, c));
            }
        }

        private Board(Board other) {
            players = other.players;
            toMove = other.toMove;
            markers.putAll(other.markers);
            chevrons.putAll(other.chevrons);
        }

        Board copy() {
            return new Board(this);
        }

        Position toPosition() {
            Position.Builder b = Position.builder(players);
            for (Map.Entry<Field, Player> e : markers.entrySet()) {
                b.marker(e.getKey(), e.getValue());
            }
            for (Map.Entry<Field, Chevron> e : chevrons.entrySet()) {
                b.chevron(e.getKey(), e.getValue());
            }
            return b.toMove(toMove).build();
        }

        List<Player> allPlayers() {
            List<Player> out = new ArrayList<>();
            for (int i = 1; i <= players; i++) {
                out.add(Player.ofNumber(i));
            }
            return out;
        }

        int markerCount(Player p) {
            int n = 0;
            for (Field f : Field.values()) {
                if (markers.get(f) == p) {
                    n++;
                }
            }
            return n;
        }

        boolean hasChevrons(Player p) {
            for (Field f : Field.values()) {
                Chevron c = chevrons.get(f);
                if (c != null && c.owner() == p) {
                    return true;
                }
            }
            return false;
        }

        Player next(Player p) {
            return Player.ofNumber(p.number() % players + 1);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Geometry, computed from file and rank numbers only.

    /** The field k steps from f in direction d, or null if that is off the board (R1.1). */
    static Field step(Field f, Direction d, int k) {
        int file = f.file() + k * d.fileDelta();
        int rank = f.rank() + k * d.rankDelta();
        if (file < 0 || file > 8 || rank < 0 || rank > 8) {
            return null;
        }
        return Field.of(file, rank);
    }

    /** R1.2: same 3x3 block. */
    static boolean sameBorderland(Field a, Field b) {
        return a.file() / 3 == b.file() / 3 && a.rank() / 3 == b.rank() / 3;
    }

    /** R1.2: the nine fields of f's borderland. */
    static List<Field> borderlandOf(Field f) {
        List<Field> out = new ArrayList<>();
        for (Field g : Field.values()) {
            if (sameBorderland(f, g)) {
                out.add(g);
            }
        }
        return out;
    }

    /** The direction from s to t, which must lie on one line. */
    static Direction directionBetween(Field s, Field t) {
        for (Direction d : Direction.values()) {
            for (int k = 1; k <= 8; k++) {
                if (step(s, d, k) == t) {
                    return d;
                }
            }
        }
        throw new IllegalArgumentException(s + " and " + t + " are not on one line");
    }

    /** The number of steps from s to t along their line. */
    static int distance(Field s, Field t) {
        return Math.max(Math.abs(s.file() - t.file()), Math.abs(s.rank() - t.rank()));
    }

    /** The fields strictly between s and t. */
    static List<Field> between(Field s, Field t) {
        Direction d = directionBetween(s, t);
        List<Field> out = new ArrayList<>();
        for (int k = 1; k < distance(s, t); k++) {
            out.add(step(s, d, k));
        }
        return out;
    }

    /** R3.1: the three directions a chevron facing d may move in. */
    static List<Direction> moveDirections(Direction facing) {
        return List.of(facing.rotate(-1), facing, facing.rotate(1));
    }

    // ------------------------------------------------------------------------------------------
    // Movement and capture.

    /** R3.2: max(1, own markers in the start borderland, fields under chevrons included). */
    static int range(Board b, Field start, Player mover) {
        int n = 0;
        for (Field f : borderlandOf(start)) {
            if (b.markers.get(f) == mover) {
                n++;
            }
        }
        return Math.max(1, n);
    }

    /** R5.1: whether the chevron on s could reach t by R3.1–R3.2 with no chevron in between. */
    static boolean attacks(Board b, Field s, Field t) {
        Chevron c = b.chevrons.get(s);
        int range = range(b, s, c.owner());
        for (Direction d : moveDirections(c.facing())) {
            for (int k = 1; k <= range; k++) {
                Field f = step(s, d, k);
                if (f == null) {
                    break;
                }
                if (f == t) {
                    return true;
                }
                if (b.chevrons.containsKey(f)) {
                    break;
                }
            }
        }
        return false;
    }

    /** R5.1: the number of the mover's chevrons that attack t. */
    static int attackers(Board b, Field t, Player mover) {
        int n = 0;
        for (Field s : Field.values()) {
            Chevron c = b.chevrons.get(s);
            if (c != null && c.owner() == mover && attacks(b, s, t)) {
                n++;
            }
        }
        return n;
    }

    private boolean gameOver(Board b) {
        return outcome(b).isPresent();
    }

    /** R3, R5: the base moves (no choices) of the player to move. */
    List<Move> baseMoves(Board b) {
        List<Move> out = new ArrayList<>();
        if (gameOver(b)) {
            return out;
        }
        Player m = b.toMove;
        for (Field s : Field.values()) {
            Chevron c = b.chevrons.get(s);
            if (c == null || c.owner() != m) {
                continue;
            }
            int range = range(b, s, m);
            for (Direction d : moveDirections(c.facing())) {
                for (int k = 1; k <= range; k++) {
                    Field t = step(s, d, k);
                    if (t == null) {
                        break;
                    }
                    boolean clear = true;
                    for (Field f : between(s, t)) {
                        if (b.chevrons.containsKey(f)) {
                            clear = false;
                        }
                    }
                    Chevron target = b.chevrons.get(t);
                    if (target == null) {
                        Player mt = b.markers.get(t);
                        if (mt != null && mt != m) {
                            continue; // R3.3: opposing field
                        }
                        boolean jump = b.markers.get(s) == m && mt == m; // R3.4
                        if (clear || jump) {
                            out.add(Move.of(s, t));
                        }
                    } else if (target.owner() != m && clear && attackers(b, t, m) >= 2) {
                        out.add(Move.capture(s, t)); // R5.2
                    }
                }
            }
        }
        out.sort(CANONICAL);
        return out;
    }

    /** R4.2: whether the base move is a connection. */
    private boolean isConnection(Board b, Move base) {
        Player m = b.toMove;
        if (b.markers.get(base.from()) != m || b.markers.get(base.to()) != m) {
            return false;
        }
        List<Field> btw = between(base.from(), base.to());
        if (btw.isEmpty()) {
            return false;
        }
        boolean gap = false;
        for (Field f : btw) {
            if (b.chevrons.containsKey(f)) {
                return false;
            }
            if (b.markers.get(f) != m) {
                gap = true;
            }
        }
        return gap || !ruleset.connectionNeedsGap();
    }

    /** R4.4: the fields the mover may mark for a border crossing (empty if nothing is gained). */
    private List<Field> crossingCandidates(Board b, Move base) {
        Player m = b.toMove;
        List<Field> d = borderlandOf(base.to());
        List<Field> neutral = new ArrayList<>();
        for (Field f : d) {
            if (b.markers.get(f) == null && !(base.capture() && f == base.to())) {
                neutral.add(f);
            }
        }
        List<Field> out = new ArrayList<>();
        if (!neutral.isEmpty()) {
            for (Field f : neutral) {
                if (!b.chevrons.containsKey(f)) {
                    out.add(f); // (a)
                }
            }
        } else {
            for (Field f : d) {
                Player owner = b.markers.get(f);
                if (owner != null && owner != m && !b.chevrons.containsKey(f) && f != base.to()) {
                    out.add(f); // (b)
                }
            }
        }
        return out;
    }

    /** The board after a move's R3/R5/R4 effects (no bonus, turn not passed). */
    private Board afterEffects(Board b, Move base, Choice r4, Board[] afterCapture) {
        Player m = b.toMove;
        Board a = b.copy();
        Direction d = directionBetween(base.from(), base.to());
        a.chevrons.remove(base.from());
        if (base.capture()) {
            a.chevrons.remove(base.to());
            a.markers.put(base.to(), m); // R5.3
        }
        a.chevrons.put(base.to(), new Chevron(m, d)); // R3.5
        afterCapture[0] = a.copy();
        if (r4 instanceof Choice.FieldChoice fieldChoice) {
            a.markers.put(fieldChoice.field(), m); // R4.4
        } else if (r4 instanceof Choice.Connection) {
            for (Field f : between(base.from(), base.to())) {
                a.markers.put(f, m); // R4.5
            }
        }
        return a;
    }

    /** R6.1: whether a meeting occurs on the board after the effects. */
    private boolean meeting(Board a, Board afterCapture, Move base, Player m) {
        Field t = base.to();
        Direction d = directionBetween(base.from(), t);
        if (a.markers.get(t) != m) {
            return false; // (a)
        }
        Field ahead = step(t, d, 1);
        if (ahead == null) {
            return false;
        }
        Chevron other = a.chevrons.get(ahead);
        if (other == null || other.owner() != m || a.markers.get(ahead) != m) {
            return false; // (b)
        }
        if (other.facing() != d.opposite()) {
            return false; // (c)
        }
        Board counted = ruleset.meetingThresholdTiming() == MeetingThresholdTiming.AFTER_ALL_EFFECTS
                ? a : afterCapture; // R6.3
        for (Player q : a.allPlayers()) {
            if (q != m && counted.markerCount(q) >= ruleset.meetingThreshold()) {
                return true; // (d)
            }
        }
        return false;
    }

    /** R6.2: the bonus candidates after the effects. */
    private List<Field> bonusCandidates(Board a, Move base, Player m) {
        List<Field> out = new ArrayList<>();
        for (Field f : Field.values()) {
            if (!a.chevrons.containsKey(f) && a.markers.get(f) != m
                    && (ruleset.bonusOnStartField() || f != base.from())) {
                out.add(f);
            }
        }
        return out;
    }

    /** The R4 options of a base move: crossing fields and/or the connection, or one null (none). */
    private List<Choice> r4Options(Board b, Move base) {
        List<Choice> out = new ArrayList<>();
        if (!sameBorderland(base.from(), base.to())) {
            for (Field f : crossingCandidates(b, base)) {
                out.add(Choice.of(f));
            }
        }
        if (isConnection(b, base)) {
            out.add(Choice.connection());
        }
        if (out.isEmpty()) {
            out.add(null);
        }
        return out;
    }

    /** R9.2: every fully specified move of a legal base move. */
    List<Move> completions(Board b, Move base) {
        Player m = b.toMove;
        List<Move> out = new ArrayList<>();
        for (Choice r4 : r4Options(b, base)) {
            Board[] afterCapture = new Board[1];
            Board a = afterEffects(b, base, r4, afterCapture);
            List<Choice> prefix = new ArrayList<>();
            if (r4 != null) {
                prefix.add(r4);
            }
            List<Field> bonus = meeting(a, afterCapture[0], base, m) ? bonusCandidates(a, base, m) : List.of();
            if (bonus.isEmpty()) {
                out.add(base.withChoices(prefix));
            } else {
                for (Field f : bonus) {
                    List<Choice> cs = new ArrayList<>(prefix);
                    cs.add(Choice.of(f));
                    out.add(base.withChoices(cs));
                }
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------
    // Public queries.

    /**
     * The base moves (R9.1) of the player to move, sorted.
     *
     * @param p the position
     * @return the base moves
     */
    public List<Move> baseMoves(Position p) {
        return baseMoves(new Board(p));
    }

    /**
     * Every fully specified legal move (R9.2), sorted by notation.
     *
     * @param p the position
     * @return the legal moves
     */
    public List<Move> legalMoves(Position p) {
        Board b = new Board(p);
        List<Move> out = new ArrayList<>();
        for (Move base : baseMoves(b)) {
            out.addAll(completions(b, base));
        }
        out.sort(CANONICAL);
        return out;
    }

    /** The own markers on unoccupied fields (R7.1). */
    private static List<Field> relinquishable(Board b, Player m) {
        List<Field> out = new ArrayList<>();
        for (Field f : Field.values()) {
            if (b.markers.get(f) == m && !b.chevrons.containsKey(f)) {
                out.add(f);
            }
        }
        return out;
    }

    private static long choose(long n, int k) {
        if (k > n) {
            return 0;
        }
        long r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
        }
        return r;
    }

    /**
     * The number of legal rotations (R7, R2.2), by combinatorics over naively found markers.
     *
     * @param p the position
     * @return the count
     */
    public long countRotations(Position p) {
        Board b = new Board(p);
        if (baseMoves(b).isEmpty()) {
            return 0;
        }
        Player m = b.toMove;
        int chevrons = 0;
        for (Field f : Field.values()) {
            Chevron c = b.chevrons.get(f);
            if (c != null && c.owner() == m) {
                chevrons++;
            }
        }
        long u = relinquishable(b, m).size();
        return chevrons * (2 * choose(u, 2) + 2 * choose(u, 4));
    }

    /**
     * Every legal rotation, enumerated (use on positions with few markers only), sorted.
     *
     * @param p the position
     * @return the rotations
     */
    public List<Rotation> rotations(Position p) {
        Board b = new Board(p);
        List<Rotation> out = new ArrayList<>();
        if (baseMoves(b).isEmpty()) {
            return out;
        }
        Player m = b.toMove;
        List<Field> own = relinquishable(b, m);
        for (Field f : Field.values()) {
            Chevron c = b.chevrons.get(f);
            if (c == null || c.owner() != m) {
                continue;
            }
            for (int steps : new int[] {-2, -1, 1, 2}) {
                for (List<Field> subset : subsets(own, 2 * Math.abs(steps))) {
                    out.add(new Rotation(f, steps, subset));
                }
            }
        }
        out.sort(CANONICAL);
        return out;
    }

    private static List<List<Field>> subsets(List<Field> from, int k) {
        List<List<Field>> out = new ArrayList<>();
        subsets(from, k, 0, new ArrayList<>(), out);
        return out;
    }

    private static void subsets(List<Field> from, int k, int start, List<Field> cur, List<List<Field>> out) {
        if (cur.size() == k) {
            out.add(List.copyOf(cur));
            return;
        }
        for (int i = start; i < from.size(); i++) {
            cur.add(from.get(i));
            subsets(from, k, i + 1, cur, out);
            cur.remove(cur.size() - 1);
        }
    }

    /**
     * Whether a rotation is legal (R7.1, R7.2, R2.2), checked directly.
     *
     * @param p the position
     * @param r the rotation
     * @return true if legal
     */
    public boolean isLegalRotation(Position p, Rotation r) {
        Board b = new Board(p);
        Player m = b.toMove;
        Chevron c = b.chevrons.get(r.field());
        if (c == null || c.owner() != m || baseMoves(b).isEmpty()) {
            return false;
        }
        if (r.relinquished().size() != r.cost()) {
            return false;
        }
        List<Field> own = relinquishable(b, m);
        for (int i = 0; i < r.relinquished().size(); i++) {
            Field f = r.relinquished().get(i);
            if (!own.contains(f) || r.relinquished().subList(0, i).contains(f)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether an action is legal.
     *
     * @param p the position
     * @param a the action
     * @return true if legal
     */
    public boolean isLegal(Position p, Action a) {
        if (a instanceof Rotation r) {
            return isLegalRotation(p, r);
        }
        return legalMoves(p).contains((Move) a);
    }

    /**
     * R8.3: the outcome of a position, if the game is over.
     *
     * @param p the position
     * @return the outcome
     */
    public Optional<Outcome> outcome(Position p) {
        return outcome(new Board(p));
    }

    private Optional<Outcome> outcome(Board b) {
        int target = ruleset.target(b.players);
        for (Player q : b.allPlayers()) {
            if (b.markerCount(q) >= target) {
                return Optional.of(new Outcome(q, WinReason.TARGET_REACHED)); // (a)
            }
        }
        List<Player> with = new ArrayList<>();
        for (Player q : b.allPlayers()) {
            if (b.hasChevrons(q)) {
                with.add(q);
            }
        }
        if (with.size() == 1) {
            return Optional.of(new Outcome(with.get(0), WinReason.LAST_WITH_CHEVRONS)); // (b)
        }
        return Optional.empty();
    }

    /**
     * Applies a legal action, then passes the turn per R8.5.
     *
     * @param p the position
     * @param action the action
     * @return the result
     * @throws IllegalArgumentException if the action is not legal
     */
    public Result apply(Position p, Action action) {
        if (!isLegal(p, action)) {
            throw new IllegalArgumentException("not legal: " + action);
        }
        return applyLegal(p, action);
    }

    /**
     * Applies an action already known to be legal (the caller's duty), then passes the turn per
     * R8.5. Used to compare every legal move of a position without regenerating them each time.
     *
     * @param p the position
     * @param action a legal action
     * @return the result
     */
    public Result applyLegal(Position p, Action action) {
        Board b = new Board(p);
        Player m = b.toMove;
        Board a;
        if (action instanceof Rotation r) {
            a = b.copy();
            Chevron c = a.chevrons.get(r.field());
            a.chevrons.put(r.field(), new Chevron(m, c.facing().rotate(r.steps()))); // R7.1
            for (Field f : r.relinquished()) {
                a.markers.remove(f);
            }
        } else {
            Move move = (Move) action;
            Move base = move.base();
            List<Choice> cs = move.choices();
            // Which choice is the R4 one: a move whose base has R4 options names it first.
            Choice r4 = r4Options(b, base).get(0) == null ? null : cs.get(0);
            Board[] afterCapture = new Board[1];
            a = afterEffects(b, base, r4, afterCapture);
            int bonusIndex = r4 == null ? 0 : 1;
            if (cs.size() > bonusIndex) {
                a.markers.put(((Choice.FieldChoice) cs.get(bonusIndex)).field(), m); // R6.2
            }
        }
        // R8.5: pass the turn, skipping players who are out, eliminating stuck ones.
        List<Player> eliminated = new ArrayList<>();
        Player cur = a.next(m);
        a.toMove = cur;
        while (!gameOver(a)) {
            if (!a.hasChevrons(cur)) {
                cur = a.next(cur);
                a.toMove = cur;
                continue;
            }
            if (baseMoves(a).isEmpty()) {
                for (Field f : Field.values()) {
                    Chevron c = a.chevrons.get(f);
                    if (c != null && c.owner() == cur) {
                        a.chevrons.remove(f); // R8.1
                    }
                }
                eliminated.add(cur);
                cur = a.next(cur);
                a.toMove = cur;
                continue;
            }
            break;
        }
        return new Result(a, eliminated, outcome(a));
    }
}
