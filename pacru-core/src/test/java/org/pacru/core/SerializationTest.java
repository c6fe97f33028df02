package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Violation;

/**
 * Java serialization of the exceptions that carry values: {@link IllegalActionException}
 * and {@link GameRecordException} keep their violation, action, player and position, because
 * positions, actions and violations are serializable values; a tampered position fails loudly.
 */
class SerializationTest {

    @Test
    @DisplayName("R3.2 IllegalActionException keeps its violation, action and position through serialization")
    void illegalActionExceptionKeepsItsFields() throws Exception {
        Position start = Position.initial(2);
        IllegalActionException e = catchIllegal(start, Move.of(Field.E1, Field.E3));
        IllegalActionException copy = roundTrip(e);
        assertThat(copy.violation()).isEqualTo(e.violation());
        assertThat(copy.violation().rule().id()).isEqualTo("R3.2");
        assertThat(copy.action()).isEqualTo(Move.of(Field.E1, Field.E3));
        assertThat(copy.position()).isEqualTo(start);
        assertThat(copy.getMessage()).isEqualTo(e.getMessage());
    }

    @Test
    @DisplayName("R3.2 GameRecordException keeps its player, position and violation through serialization")
    void gameRecordExceptionKeepsItsFields() throws Exception {
        GameRecordException e = null;
        try {
            GameRecordReader.replay("[Players \"2\"]\n\n1. e1-e2 a7-b7 2. e2-e4\n", PacruRules.STANDARD);
        } catch (GameRecordException thrown) {
            e = thrown;
        }
        assertThat(e).isNotNull();
        GameRecordException copy = roundTrip(e);
        assertThat(copy.player()).isEqualTo(Player.A);
        assertThat(copy.position()).isEqualTo(e.position());
        assertThat(copy.violation()).isEqualTo(e.violation());
        assertThat(copy.ply()).isEqualTo(3);
        assertThat(copy.rule()).isEqualTo(e.rule());
    }

    @Test
    @DisplayName("positions, moves with choices, rotations and violations of random games round-trip equal")
    void valuesRoundTrip() throws Exception {
        SplittableRandom random = new SplittableRandom(8);
        for (int players = 2; players <= 4; players++) {
            Position p = Position.initial(players);
            for (int ply = 0; ply < 120 && PacruRules.STANDARD.outcome(p).isEmpty(); ply++) {
                assertThat(roundTrip(p)).isEqualTo(p).hasSameHashCodeAs(p);
                List<Action> actions = PacruRules.STANDARD.legalActions(p).limit(200).collect(java.util.stream.Collectors.toList());
                Action a = actions.get(random.nextInt(actions.size()));
                assertThat(roundTrip(a)).isEqualTo(a);
                p = PacruRules.STANDARD.apply(p, a).after();
            }
        }
        Rotation r = Rotation.of(Field.D9, 2, Field.A7, Field.B5, Field.B7, Field.C4);
        assertThat(roundTrip(r)).isEqualTo(r);
        assertThat(roundTrip(Choice.connection())).isSameAs(Choice.connection());
        Violation v = PacruRules.STANDARD.check(Position.initial(2), Move.of(Field.E1, Field.E3)).orElseThrow();
        assertThat(roundTrip(v)).isEqualTo(v);
    }

    @Test
    @DisplayName("R1.5 a tampered position stream fails loudly instead of giving a position the rules never allow")
    void tamperedPositionFails() throws Exception {
        byte[] bytes = serialize(Position.initial(2));
        // The chevron array: field index → 1 + owner × 8 + facing. Put a chevron of player C on a
        // 2-player board: its byte is 1 + 2 × 8 = 17 (a value the serial form never writes).
        int at = indexOf(bytes, chevronBytes(Position.initial(2)));
        assertThat(at).as("the chevron array in the stream").isPositive();
        bytes[at + Field.E5.index()] = 17;
        assertThatThrownBy(() -> deserialize(bytes)).isInstanceOf(InvalidObjectException.class)
                .hasMessageContaining("not a serialized Position");
    }

    @Test
    @DisplayName("R1.5 R2.3 a tampered player count or side to move fails loudly; every count and side the rules allow reads back")
    void tamperedPlayersOrSideToMoveFail() throws Exception {
        for (int players = 2; players <= 4; players++) {
            for (int toMove = 0; toMove < players; toMove++) {
                Position p = Position.initial(players).toBuilder().toMove(Player.values()[toMove]).build();
                assertThat(deserialize(serialize(p))).isEqualTo(p);
            }
        }
        int[][] bad = {{1, 0}, {5, 0}, {0, 0}, {3, -1}, {3, 3}, {3, 4}};
        for (int[] header : bad) {
            byte[] bytes = withHeader(serialize(Position.initial(3)), 3, 0, header[0], header[1]);
            assertThatThrownBy(() -> deserialize(bytes)).as("players %d, to move %d", header[0], header[1])
                    .isInstanceOf(InvalidObjectException.class).hasMessage("not a serialized Position");
        }
    }

    @Test
    @DisplayName("R1.1 a serialized position whose marker array is missing (null), or whose marker or chevron array is 80 fields long, fails as not a Position")
    void tamperedArrayShapesFail() throws Exception {
        Position two = Position.initial(2);
        byte[] bytes = serialize(two);
        int m = indexOf(bytes, markerBytes(two));
        int c = indexOf(bytes, chevronBytes(two));
        // TC_ARRAY, TC_REFERENCE to the class [B (described with the chevron array before it), handle, length 81
        assertThat(bytes[m - 10]).isEqualTo((byte) 0x75);
        assertThat(bytes[m - 9]).isEqualTo((byte) 0x71);
        List<byte[]> tampered = List.of(
                spliced(bytes, m - 10, m + Field.COUNT, new byte[] {0x70}),   // TC_NULL
                withArrayOf80(bytes, m),
                withArrayOf80(bytes, c));
        for (byte[] t : tampered) {
            assertThatThrownBy(() -> deserialize(t)).isInstanceOf(InvalidObjectException.class)
                    .hasMessage("not a serialized Position");
        }
    }

    @Test
    @DisplayName("R1.5 a tampered marker or chevron byte outside the players in the game fails loudly, naming the field")
    void tamperedFieldBytesFail() throws Exception {
        Position three = Position.initial(3);
        byte[] bytes = serialize(three);
        int m = indexOf(bytes, markerBytes(three));
        assertThat(m).as("the marker array in the stream").isPositive();
        // A marker of player C (3) is allowed in a 3-player game; D (4) and negative bytes are not.
        byte[] markerC = bytes.clone();
        markerC[m + Field.E5.index()] = 3;
        assertThat(((Position) deserialize(markerC)).markerAt(Field.E5)).contains(Player.C);
        for (byte value : new byte[] {4, -1}) {
            byte[] tampered = bytes.clone();
            tampered[m + Field.E5.index()] = value;
            assertThatThrownBy(() -> deserialize(tampered)).as("marker byte %d", value)
                    .isInstanceOf(InvalidObjectException.class).hasMessage("not a serialized Position: field e5");
        }
        int c = indexOf(bytes, chevronBytes(three));
        assertThat(c).as("the chevron array in the stream").isPositive();
        // The last code of a 3-player game is C facing NW: 3 × 8 = 24; 25 (D facing N) and -1 are refused.
        byte[] lastCode = bytes.clone();
        lastCode[c + Field.E5.index()] = 24;
        assertThat(((Position) deserialize(lastCode)).chevronAt(Field.E5))
                .contains(new Chevron(Player.C, Direction.values()[Direction.values().length - 1]));
        for (byte value : new byte[] {25, -1}) {
            byte[] tampered = bytes.clone();
            tampered[c + Field.E5.index()] = value;
            assertThatThrownBy(() -> deserialize(tampered)).as("chevron byte %d", value)
                    .isInstanceOf(InvalidObjectException.class).hasMessage("not a serialized Position: field e5");
        }
    }

    /**
     * The stream with the serial form's two ints (player count, side to move; primitive fields come
     * first, by name) replaced; they are followed by the marker array (TC_ARRAY, 0x75).
     */
    private static byte[] withHeader(byte[] bytes, int players, int toMove, int newPlayers, int newToMove) {
        byte[] header = ByteBuffer.allocate(9).putInt(players).putInt(toMove).put((byte) 0x75).array();
        int at = indexOf(bytes, header);
        assertThat(at).as("the player count and side to move in the stream").isPositive();
        byte[] copy = bytes.clone();
        ByteBuffer.wrap(copy, at, 8).putInt(newPlayers).putInt(newToMove);
        return copy;
    }

    private static IllegalActionException catchIllegal(Position p, Action a) {
        try {
            PacruRules.STANDARD.apply(p, a);
        } catch (IllegalActionException e) {
            return e;
        }
        throw new AssertionError(a + " is legal");
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
        return (T) deserialize(serialize(value));
    }

    private static byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    private static Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    /** The serial form's marker array: field index → 0, or 1 + the owner's ordinal. */
    private static byte[] markerBytes(Position p) {
        byte[] markers = new byte[Field.COUNT];
        for (Field f : Field.values()) {
            p.markerAt(f).ifPresent(q -> markers[f.index()] = (byte) (1 + q.ordinal()));
        }
        return markers;
    }

    /** The serial form's chevron array: field index → 0, or 1 + owner × 8 + facing. */
    private static byte[] chevronBytes(Position p) {
        byte[] chevrons = new byte[Field.COUNT];
        for (Field f : Field.values()) {
            p.chevronAt(f).ifPresent(c -> chevrons[f.index()] =
                    (byte) (1 + c.owner().ordinal() * Direction.values().length + c.facing().ordinal()));
        }
        return chevrons;
    }

    /** The stream with bytes {@code from} to {@code to} (exclusive) replaced by {@code insert}. */
    private static byte[] spliced(byte[] bytes, int from, int to, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(bytes, 0, from);
        out.writeBytes(insert);
        out.write(bytes, to, bytes.length - to);
        return out.toByteArray();
    }

    /** The stream with the 81-byte array whose data starts at {@code at} cut to 80 bytes, its length too. */
    private static byte[] withArrayOf80(byte[] bytes, int at) {
        assertThat(Arrays.copyOfRange(bytes, at - 4, at)).as("the array's length").containsExactly(0, 0, 0, Field.COUNT);
        byte[] lengthAndData = ByteBuffer.allocate(4 + Field.COUNT - 1).putInt(Field.COUNT - 1)
                .put(bytes, at, Field.COUNT - 1).array();
        return spliced(bytes, at - 4, at + Field.COUNT, lengthAndData);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        return -1;
    }
}
