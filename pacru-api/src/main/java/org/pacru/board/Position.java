package org.pacru.board;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pacru.internal.ChevronCode;
import org.pacru.internal.FieldBits;
import org.pacru.internal.PositionAccess;
import org.pacru.rules.Ruleset;

/**
 * A Pacru position: the markers and chevrons on the 81 fields, the side to move and the number of
 * players (R1.3–R1.5). Exactly what a position string of NOTATION.md §3 encodes, and nothing else:
 * two positions are equal exactly when their position strings are equal. History and ply count
 * belong to {@code org.pacru.game.Game}.
 *
 * <p>Immutable and thread-safe. Positions are validated when built ({@link Builder#build()}), and
 * the rules engine returns new positions from {@code Rules.apply}; nothing ever changes one.
 * Internally a position is a handful of bit masks (about 150 bytes), cheap to copy and hash.
 * This class stays one source file because it is one idea, the position value, and every other
 * part of it exists only to create or expose that value: the public nested {@link Builder} (its
 * validation is what {@link Builder#build()} promises), the {@code PositionAccess} bridge, which
 * must be nested to read the private fields, and the private serial form, whose nested class name
 * is written into every serialized stream, so moving it out would break reading existing streams.
 *
 * <p>Serializable: a position is written as its fields' markers and chevrons, the side to move
 * and the player count, and read back through {@link Builder#build()}, so a tampered stream fails
 * with {@link InvalidPositionException} instead of producing a position the rules never allow.
 *
 * <pre>{@code
 * Position start = Position.initial(2);                 // R1.6
 * start.toMove();                                       // A
 * start.chevronAt(Field.E1);                            // Optional[AN]
 * Position custom = start.toBuilder()
 *         .marker(Field.E2, Player.A)
 *         .build();
 * custom.markerCount(Player.A);                         // 1
 * }</pre>
 */
public final class Position implements Serializable {
    private static final long serialVersionUID = 1L;

    static {
        PositionAccess.install(new Access());
    }

    // Markers and occupancy: field sets in the lo/hi layout of FieldBits (lo: fields 0..63, hi: 64..80 as bits 0..16).
    private final long aLo;
    private final long aHi;
    private final long bLo;
    private final long bHi;
    private final long cLo;
    private final long cHi;
    private final long dLo;
    private final long dHi;
    // Chevron occupancy, derived from chevrons.
    private final long occLo;
    private final long occHi;
    // Chevrons sorted by field, encoded as ChevronCode.
    private final short[] chevrons;
    private final byte toMove;
    private final byte players;

    private Position(long aLo, long aHi, long bLo, long bHi, long cLo, long cHi, long dLo, long dHi,
                     short[] chevrons, int toMove, int players) {
        this.aLo = aLo;
        this.aHi = aHi;
        this.bLo = bLo;
        this.bHi = bHi;
        this.cLo = cLo;
        this.cHi = cHi;
        this.dLo = dLo;
        this.dHi = dHi;
        long lo = 0;
        long hi = 0;
        for (short c : chevrons) {
            int f = ChevronCode.field(c);
            if (FieldBits.inLo(f)) {                // one branch per chevron, not two
                lo |= FieldBits.loBit(f);
            } else {
                hi |= FieldBits.hiBit(f);
            }
        }
        this.occLo = lo;
        this.occHi = hi;
        this.chevrons = chevrons;
        this.toMove = (byte) toMove;
        this.players = (byte) players;
    }

    /**
     * The start position of R1.6 for the given number of players.
     *
     * @param players 2, 3 or 4
     * @return the start position, player {@code A} to move
     */
    public static Position initial(int players) {
        return Layout.forPlayers(players).position();
    }

    /**
     * A builder for an empty board (no markers, no chevrons, player {@code A} to move).
     *
     * @param players 2, 3 or 4
     * @return a new builder
     */
    public static Builder builder(int players) {
        return new Builder(players);
    }

    /**
     * A builder that starts from this position.
     *
     * @return a new builder holding a copy of this position
     */
    public Builder toBuilder() {
        Builder b = new Builder(players);
        for (Field f : Field.values()) {
            Player m = marker(f.index());
            if (m != null) {
                b.marker(f, m);
            }
        }
        for (short c : chevrons) {
            b.chevron(Field.ofIndex(ChevronCode.field(c)), ChevronCode.toChevron(c));
        }
        b.toMove(toMove());
        return b;
    }

    /**
     * The chevron on a field, if any (R1.3).
     *
     * @param field the field
     * @return the chevron, or empty if the field is unoccupied
     */
    public Optional<Chevron> chevronAt(Field field) {
        Objects.requireNonNull(field, "field");
        int i = chevronSlot(field.index());
        return i < 0 ? Optional.empty() : Optional.of(ChevronCode.toChevron(chevrons[i]));
    }

    /**
     * Whether a chevron stands on the field (R1.3: the field is occupied).
     *
     * @param field the field
     * @return true if occupied
     */
    public boolean isOccupied(Field field) {
        Objects.requireNonNull(field, "field");
        int i = field.index();
        return FieldBits.has(occLo, occHi, i);
    }

    /**
     * The owner of the marker on a field, if any (R1.3).
     *
     * @param field the field
     * @return the marker's owner, or empty if the field is neutral
     */
    public Optional<Player> markerAt(Field field) {
        Objects.requireNonNull(field, "field");
        return Optional.ofNullable(marker(field.index()));
    }

    /**
     * The number of markers a player has on the board (R8.3a).
     *
     * @param player the player
     * @return 0 to 81
     */
    public int markerCount(Player player) {
        Objects.requireNonNull(player, "player");
        int p = player.ordinal();
        return Long.bitCount(lo(p)) + Long.bitCount(hi(p));
    }

    /**
     * All chevrons on the board, by field in canonical order.
     *
     * @return an unmodifiable map from field to chevron
     */
    public Map<Field, Chevron> chevrons() {
        EnumMap<Field, Chevron> map = new EnumMap<>(Field.class);
        for (short c : chevrons) {
            map.put(Field.ofIndex(ChevronCode.field(c)), ChevronCode.toChevron(c));
        }
        return Collections.unmodifiableMap(map);
    }

    /**
     * The fields of a player's chevrons, in canonical order.
     *
     * @param player the player
     * @return an unmodifiable list, empty if the player is out
     */
    public List<Field> chevronFields(Player player) {
        Objects.requireNonNull(player, "player");
        List<Field> out = new ArrayList<>();
        for (short c : chevrons) {
            if (ChevronCode.owner(c) == player.ordinal()) {
                out.add(Field.ofIndex(ChevronCode.field(c)));
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * Whether a player has no chevron on the board and so is out of the game (R8.2).
     *
     * @param player the player
     * @return true if out (always true for a player above the player count)
     */
    public boolean isOut(Player player) {
        Objects.requireNonNull(player, "player");
        for (short c : chevrons) {
            if (ChevronCode.owner(c) == player.ordinal()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The players of this game still in it, that is with chevrons on the board (R8.2), in turn order.
     *
     * @return an unmodifiable list
     */
    public List<Player> playersIn() {
        List<Player> in = new ArrayList<>(4);
        for (Player p : players()) {
            if (!isOut(p)) {
                in.add(p);
            }
        }
        return Collections.unmodifiableList(in);
    }

    /**
     * The side to move (R1.5); in a finished game, the player the turn had reached (R8.5).
     *
     * @return the player to move
     */
    public Player toMove() {
        return Player.ofNumber(toMove + 1);
    }

    /**
     * The number of players of the game.
     *
     * @return 2, 3 or 4
     */
    public int playerCount() {
        return players;
    }

    /**
     * The players of the game, in turn order, whether still in or out.
     *
     * @return an unmodifiable list of 2 to 4 players
     */
    public List<Player> players() {
        return List.of(Player.values()).subList(0, players);
    }

    /**
     * A 64-bit Zobrist hash of everything the position string encodes, for transposition tables.
     * Equal positions have equal hashes; the keys are fixed, so hashes are stable across runs and
     * versions of the JVM.
     *
     * @return the hash
     */
    public long zobrist() {
        long h = Zobrist.TO_MOVE[toMove] ^ Zobrist.PLAYERS[players];
        for (int p = 0; p < 4; p++) {
            long[] keys = Zobrist.MARKER[p];
            for (long m = lo(p); m != 0; m &= m - 1) {
                h ^= keys[Long.numberOfTrailingZeros(m)];
            }
            for (long m = hi(p); m != 0; m &= m - 1) {
                h ^= keys[FieldBits.hiField(Long.numberOfTrailingZeros(m))];
            }
        }
        for (short c : chevrons) {
            h ^= Zobrist.CHEVRON[ChevronCode.kind(c)][ChevronCode.field(c)];
        }
        return h;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Position p)) {
            return false;
        }
        return aLo == p.aLo && aHi == p.aHi && bLo == p.bLo && bHi == p.bHi
                && cLo == p.cLo && cHi == p.cHi && dLo == p.dLo && dHi == p.dHi
                && toMove == p.toMove && players == p.players
                && Arrays.equals(chevrons, p.chevrons);
    }

    @Override
    public int hashCode() {
        long h = zobrist();
        return (int) (h ^ (h >>> 32));
    }

    /**
     * The position string of NOTATION.md §3 in canonical form: the nine ranks from rank 9 down,
     * separated by {@code /}, each field a marker character ({@code .} neutral, {@code a}–{@code d})
     * optionally followed by a chevron (owner {@code A}–{@code D} and facing), runs of empty neutral
     * fields as the longest digits; then the side to move and the player count. For the 2-player
     * start position: {@code 4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2}.
     * {@code PositionNotation.parse} (pacru-notation) reads it back to an equal position, and
     * {@code PositionNotation.format} returns this string.
     *
     * @return the position string
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(96);
        for (int rank = 8; rank >= 0; rank--) {
            if (rank < 8) {
                sb.append('/');
            }
            int run = 0;
            for (int file = 0; file < 9; file++) {
                int index = Field.of(file, rank).index();
                Player marker = marker(index);
                int slot = chevronSlot(index);
                if (marker == null && slot < 0) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    sb.append((char) ('0' + run));
                    run = 0;
                }
                sb.append(marker == null ? '.' : marker.markerLetter());
                if (slot >= 0) {
                    sb.append(ChevronCode.toChevron(chevrons[slot]));  // owner letter and facing (Chevron.toString())
                }
            }
            if (run > 0) {
                sb.append((char) ('0' + run));
            }
        }
        return sb.append(' ').append(toMove().letter()).append(' ').append(players).toString();
    }

    private long lo(int p) {
        return switch (p) {
            case 0 -> aLo;
            case 1 -> bLo;
            case 2 -> cLo;
            default -> dLo;
        };
    }

    private long hi(int p) {
        return switch (p) {
            case 0 -> aHi;
            case 1 -> bHi;
            case 2 -> cHi;
            default -> dHi;
        };
    }

    private Player marker(int index) {
        for (int p = 0; p < 4; p++) {
            if (FieldBits.has(lo(p), hi(p), index)) {
                return Player.ofNumber(p + 1);
            }
        }
        return null;
    }

    private int chevronSlot(int index) {
        int lo = 0;
        int hi = chevrons.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int f = ChevronCode.field(chevrons[mid]);
            if (f < index) {
                lo = mid + 1;
            } else if (f > index) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /**
     * Serializes the position as its {@link SerialForm}.
     *
     * @return the serial form
     */
    private Object writeReplace() {
        byte[] markerBytes = new byte[Field.COUNT];
        byte[] chevronBytes = new byte[Field.COUNT];
        for (Field f : Field.values()) {
            Optional<Player> marker = markerAt(f);
            markerBytes[f.index()] = (byte) (marker.isPresent() ? marker.get().ordinal() + 1 : 0);
            Optional<Chevron> chevron = chevronAt(f);
            chevronBytes[f.index()] = (byte) (chevron.isPresent()
                    ? 1 + chevron.get().owner().ordinal() * Direction.values().length + chevron.get().facing().ordinal() : 0);
        }
        return new SerialForm(playerCount(), toMove().ordinal(), markerBytes, chevronBytes);
    }

    /**
     * Refuses a stream that bypasses the serial form.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a Position is read through its serial form");
    }

    /**
     * The serial form of a position: per field index its marker (0 neutral, 1 + player ordinal)
     * and chevron (0 none, 1 + owner ordinal × 8 + facing ordinal), the side to move and the
     * player count. Read back through the validating builder.
     */
    private record SerialForm(int players, int toMove, byte[] markers, byte[] chevrons) implements Serializable {
        private static final long serialVersionUID = 1L;

        private Object readResolve() throws InvalidObjectException {
            if (players < 2 || players > 4 || toMove < 0 || toMove >= players || markers == null || chevrons == null
                    || markers.length != Field.COUNT || chevrons.length != Field.COUNT) {
                throw new InvalidObjectException("not a serialized Position");
            }
            Builder b = builder(players).toMove(Player.values()[toMove]);
            int directions = Direction.values().length;
            for (Field f : Field.values()) {
                int m = markers[f.index()];
                int c = chevrons[f.index()];
                if (m < 0 || m > players || c < 0 || c > players * directions) {
                    throw new InvalidObjectException("not a serialized Position: field " + f);
                }
                if (m > 0) {
                    b.marker(f, Player.values()[m - 1]);
                }
                if (c > 0) {
                    b.chevron(f, new Chevron(Player.values()[(c - 1) / directions], Direction.values()[(c - 1) % directions]));
                }
            }
            return b.build();
        }
    }

    /**
     * A mutable, unchecked builder of positions, in the spirit of shakmaty's {@code Setup}: set any
     * markers and chevrons, then {@link #build()} validates and returns an immutable position.
     * Not thread-safe.
     *
     * <pre>{@code
     * Position p = Position.builder(3)
     *         .chevron(Field.E5, new Chevron(Player.B, Direction.NW))
     *         .chevron(Field.A1, new Chevron(Player.A, Direction.N))
     *         .marker(Field.E5, Player.B)
     *         .toMove(Player.B)
     *         .build();
     * }</pre>
     */
    public static final class Builder {
        private final Player[] markers = new Player[Field.COUNT];
        private final Chevron[] chevrons = new Chevron[Field.COUNT];
        private Player toMove = Player.A;
        private int players;

        private Builder(int players) {
            this.players = players;
        }

        /**
         * Puts a marker of the player on the field, replacing any marker there.
         *
         * @param field the field
         * @param owner the marker's owner
         * @return this builder
         */
        public Builder marker(Field field, Player owner) {
            markers[Objects.requireNonNull(field, "field").index()] = Objects.requireNonNull(owner, "owner");
            return this;
        }

        /**
         * Makes the field neutral.
         *
         * @param field the field
         * @return this builder
         */
        public Builder noMarker(Field field) {
            markers[Objects.requireNonNull(field, "field").index()] = null;
            return this;
        }

        /**
         * Puts a chevron on the field, replacing any chevron there.
         *
         * @param field the field
         * @param chevron the chevron
         * @return this builder
         */
        public Builder chevron(Field field, Chevron chevron) {
            chevrons[Objects.requireNonNull(field, "field").index()] = Objects.requireNonNull(chevron, "chevron");
            return this;
        }

        /**
         * Removes any chevron from the field.
         *
         * @param field the field
         * @return this builder
         */
        public Builder noChevron(Field field) {
            chevrons[Objects.requireNonNull(field, "field").index()] = null;
            return this;
        }

        /**
         * Sets the side to move.
         *
         * @param player the player to move
         * @return this builder
         */
        public Builder toMove(Player player) {
            this.toMove = Objects.requireNonNull(player, "player");
            return this;
        }

        /**
         * Sets the number of players.
         *
         * @param count 2, 3 or 4 (checked by {@link #build()})
         * @return this builder
         */
        public Builder players(int count) {
            this.players = count;
            return this;
        }

        /**
         * Validates and builds the position. Checks: 2 to 4 players (R1.5); no marker, chevron or
         * side to move of a player above the player count (R1.5); a side to move who is out only
         * when the game is over (R8.2, R8.5): at most one player still has chevrons, or a player has
         * reached the default target of R8.3a ({@link Ruleset#defaultTarget(int)}: 42, 28 or 24 markers; a game won with a smaller
         * custom target cannot be told apart from one that goes on, so it is refused).
         *
         * @return the immutable position
         * @throws InvalidPositionException listing every problem found
         */
        public Position build() {
            List<PositionProblem> problems = new ArrayList<>();
            if (players < 2 || players > 4) {
                problems.add(PositionProblem.playerCount(players));
                throw new InvalidPositionException(problems);
            }
            long[] m = new long[8];
            int chevronCount = 0;
            boolean[] hasChevrons = new boolean[4];
            for (int i = 0; i < Field.COUNT; i++) {
                Player mk = markers[i];
                if (mk != null) {
                    if (mk.number() > players) {
                        problems.add(PositionProblem.markerOfAbsentPlayer(Field.ofIndex(i), mk, players));
                    }
                    int p = mk.ordinal();
                    m[2 * p] |= FieldBits.loBit(i);
                    m[2 * p + 1] |= FieldBits.hiBit(i);
                }
                Chevron c = chevrons[i];
                if (c != null) {
                    chevronCount++;
                    if (c.owner().number() > players) {
                        problems.add(PositionProblem.chevronOfAbsentPlayer(Field.ofIndex(i), c.owner(), players));
                    }
                    hasChevrons[c.owner().ordinal()] = true;
                }
            }
            if (toMove.number() > players) {
                problems.add(PositionProblem.absentPlayerToMove(toMove, players));
            }
            checkSideToMoveIsIn(m, hasChevrons, problems);
            if (!problems.isEmpty()) {
                throw new InvalidPositionException(problems);
            }
            short[] cs = encodedChevrons(chevronCount);
            return new Position(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], cs, toMove.ordinal(), players);
        }

        /**
         * R8.2, R8.5: a side to move who is out only when the game is over (at most one player still
         * has chevrons, or a player has reached the default target of R8.3a).
         */
        private void checkSideToMoveIsIn(long[] m, boolean[] hasChevrons, List<PositionProblem> problems) {
            int in = 0;
            for (int p = 0; p < players; p++) {
                if (hasChevrons[p]) {
                    in++;
                }
            }
            int defaultTarget = Ruleset.defaultTarget(players);
            boolean targetReached = false;
            for (int p = 0; p < players; p++) {
                if (Long.bitCount(m[2 * p]) + Long.bitCount(m[2 * p + 1]) >= defaultTarget) {
                    targetReached = true;
                }
            }
            if (toMove.number() <= players && !hasChevrons[toMove.ordinal()] && in > 1 && !targetReached) {
                problems.add(PositionProblem.outPlayerToMove(toMove, in));
            }
        }

        /** The chevrons as a position stores them: sorted by field, each a {@link ChevronCode}. */
        private short[] encodedChevrons(int count) {
            short[] cs = new short[count];
            int k = 0;
            for (int i = 0; i < Field.COUNT; i++) {
                Chevron c = chevrons[i];
                if (c != null) {
                    cs[k++] = ChevronCode.of(i, c.owner().ordinal(), c.facing().ordinal());
                }
            }
            return cs;
        }
    }

    /** The bridge through which pacru-core reads and creates positions without copying. */
    private static final class Access extends PositionAccess {
        @Override
        protected Position newPosition(long aLo, long aHi, long bLo, long bHi, long cLo, long cHi,
                                       long dLo, long dHi, short[] chevrons, int toMove, int players) {
            return new Position(aLo, aHi, bLo, bHi, cLo, cHi, dLo, dHi, chevrons, toMove, players);
        }

        @Override
        protected long markersLo(Position p, int player) {
            return p.lo(player);
        }

        @Override
        protected long markersHi(Position p, int player) {
            return p.hi(player);
        }

        @Override
        protected long occupiedLo(Position p) {
            return p.occLo;
        }

        @Override
        protected long occupiedHi(Position p) {
            return p.occHi;
        }

        @Override
        protected short[] chevronArray(Position p) {
            return p.chevrons;
        }

        @Override
        protected int toMoveIndex(Position p) {
            return p.toMove;
        }
    }
}
