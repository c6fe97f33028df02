package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.reference.RuleScenarios.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Ruleset;

/**
 * The board's record of whose generator output its destinations hold ({@link
 * Board#destinationsOf}), which lets {@link Movement#baseMoves} and playouts skip generating: only
 * a whole generator run for a player sets it, and every change of the board forgets it, so that
 * the base moves read afterwards are always those of a fresh board.
 */
class BoardDestinationsTest {

    /** R5.2: A (to move) may capture e5 with e3 or c5; A's markers d1 and f1 pay for a rotation (R7.1). */
    private static final Position CAPTURE = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS");

    private static final RuleOptions OPTIONS = new RuleOptions(Ruleset.STANDARD);

    @Test
    @DisplayName("R3 R5 only a whole generator run into the board's own buffer records its player")
    void onlyAWholeRunRecordsItsPlayer() {
        Board b = new Board(CAPTURE);
        assertThat(b.destinationsOf).as("a board just loaded").isEqualTo(-1);
        Movement.generate(b, 1, b.destinations, false);
        assertThat(b.destinationsOf).as("a whole run for B").isEqualTo(1);
        Movement.generate(b, 0, b.destinations, false);
        assertThat(b.destinationsOf).as("a whole run for A").isEqualTo(0);

        Movement.generate(b, 0, b.destinations, true);
        assertThat(b.destinationsOf).as("stopping at the first move").isEqualTo(-1);
        Movement.generate(b, 0, b.destinations, false);
        Movement.generate(b, 0, Field.parse("e3").index(), b.destinations, false);
        assertThat(b.destinationsOf).as("one chevron").isEqualTo(-1);
        Movement.generate(b, 0, b.destinations, false);
        Movement.generate(b, 0, -1, Field.parse("e5").index(), b.destinations, false);
        assertThat(b.destinationsOf).as("the chevrons aligned with a field").isEqualTo(-1);
        Movement.generate(b, 0, b.destinations, false);
        assertThat(Movement.isLegalBaseMove(b, 0, Field.parse("e3").index(), Field.parse("e5").index(), true)).isTrue();
        assertThat(b.destinationsOf).as("checking one capture").isEqualTo(-1);
        Movement.generate(b, 0, b.destinations, false);
        assertThat(Movement.hasLegalMove(b, 0)).isTrue();
        assertThat(b.destinationsOf).as("the stuck test stopping at a move").isEqualTo(-1);
        assertThat(Movement.hasLegalMove(b, 0, true)).isTrue();
        assertThat(b.destinationsOf).as("the whole stuck test").isEqualTo(0);

        Movement.generate(b, 1, new Destinations(), false);
        assertThat(b.destinationsOf).as("a run into a buffer of no board").isEqualTo(0);
        assertThat(baseMoves(b, 0)).isEqualTo(baseMoves(new Board(CAPTURE), 0));
    }

    @Test
    @DisplayName("R3 R5.1 a run restricted to the chevron on a1, or to the chevrons aligned with a1 (field 0), records no player;"
            + " a chevron off every line with a1 gets no destinations")
    void aRunRestrictedToFieldZeroRecordsNoPlayer() {
        int a1 = Field.parse("a1").index();
        assertThat(a1).isZero();
        // A's chevrons on a1 and c2 (a knight's step from a1: on no line with it), B's on a3 and i9.
        Board b = new Board(board(2, Player.A, "a1:AN c2:AN a3:BS i9:BS"));
        Movement.generate(b, 0, b.destinations, false);
        Movement.generate(b, 0, a1, b.destinations, false);
        assertThat(b.destinationsOf).as("the chevron on a1 only").isEqualTo(-1);
        assertThat(b.destinations.count).isEqualTo(1);
        assertThat(b.destinations.from[0]).isEqualTo(a1);

        Movement.generate(b, 0, b.destinations, false);
        Movement.generate(b, 0, -1, a1, b.destinations, false);
        assertThat(b.destinationsOf).as("the chevrons aligned with a1").isEqualTo(-1);
        assertThat(b.destinations.count).isEqualTo(2);
        int c2 = Field.parse("c2").index();
        int k = b.destinations.from[0] == c2 ? 0 : 1;
        assertThat(b.destinations.from[k]).isEqualTo(c2);
        for (int w = 0; w < 4; w++) {
            assertThat(b.destinations.masks[4 * k + w]).as("c2, off every line with a1: word %d", w).isZero();
        }
        Destinations whole = new Destinations();
        Movement.generate(b, 0, whole, false);
        int wk = whole.from[0] == c2 ? 0 : 1;
        assertThat(whole.masks[4 * wk] | whole.masks[4 * wk + 1]).as("c2's destinations in a whole run").isNotZero();
    }

    @Test
    @DisplayName("R3.5 R5.3 R7.1 R8.1 every change of the board forgets whose destinations it holds")
    void everyChangeForgetsTheRecord() {
        Completions completions = new Completions();
        Board b = new Board();
        b.recycleChevrons();                          // the second move below moves in place
        for (String action : List.of("move", "capture", "move in place", "rotation", "rotation in place",
                "elimination", "load", "copy")) {
            b.load(CAPTURE);
            if (action.endsWith("in place")) {
                applyFirstPlainMove(b, completions);   // the board's chevron array is now its own
                assertThat(b.writableChevrons()).as(action).isNotNull();
            }
            assertThat(Movement.hasLegalMove(b, 0, true)).isTrue();
            assertThat(b.destinationsOf).as(action).isEqualTo(0);
            switch (action) {
                case "move":
                case "move in place":
                    applyFirstPlainMove(b, completions);
                    break;
                case "capture":
                    int chevrons = b.chev.length;
                    IntList codes = new IntList();
                    completions.expand(b, OPTIONS, 0, MoveCode.base(Field.parse("e3").index(), Field.parse("e5").index(), true),
                            codes);
                    Effects.applyMove(b, OPTIONS, 0, codes.get(0), null);
                    assertThat(b.chevronAt(Field.parse("e5").index())).as("the capturer on e5").isNotNegative();
                    assertThat(b.chev).hasSize(chevrons - 1);
                    break;
                case "rotation":
                case "rotation in place":
                    Rotations rot = new Rotations().reset(b, 0);
                    assertThat(rot.advance()).isTrue();
                    Effects.applyRotation(b, 0, rot.field(), rot.turn().steps(), rot.relLo(), rot.relHi(), null);
                    break;
                case "elimination":                    // R8.1 as Turns eliminates: B's chevrons taken off
                    short[] left = new short[b.chevronCount(0)];
                    int k = 0;
                    for (short s : b.chev) {
                        if (ChevronCode.owner(s) == 0) {
                            left[k++] = s;
                        }
                    }
                    b.setChevrons(left);
                    break;
                case "load":
                    b.load(CAPTURE);
                    break;
                default:                                // the copy of a board that holds A's destinations
                    Board copy = new Board();
                    copy.copyFrom(b);
                    assertThat(copy.destinationsOf).as("a copy of a board holding A's destinations").isEqualTo(-1);
                    assertThat(baseMoves(copy, 0)).isEqualTo(baseMoves(new Board(CAPTURE), 0));
                    b.copyFrom(new Board(board(2, Player.A, "a1:AN i9:BS")));
                    break;
            }
            assertThat(b.destinationsOf).as("after the " + action).isEqualTo(-1);
            assertThat(baseMoves(b, 0)).as("A's base moves after the " + action)
                    .isEqualTo(baseMoves(new Board(b.toPosition()), 0));
        }
    }

    @Test
    @DisplayName("R3.5 R4 R7.1 each of the board's writing methods forgets whose destinations it holds")
    void eachWritingMethodForgetsTheRecord() {
        int e3 = Field.parse("e3").index();
        int e4 = Field.parse("e4").index();
        Map<String, Consumer<Board>> writes = new LinkedHashMap<>();
        writes.put("setMarkers", b -> b.setMarkers(0, Tables.loBit(e4), Tables.hiBit(e4)));
        writes.put("clearMarkers", b -> b.clearMarkers(0, Tables.loBit(Field.parse("d1").index()), 0));
        writes.put("moveOccupancy", b -> b.moveOccupancy(e3, e4));
        writes.put("setChevrons", b -> b.setChevrons(b.chev.clone()));
        writes.put("replaceChevrons", b -> b.replaceChevrons(b.newChevrons(b.chev.length, b.chev)));
        writes.put("writableChevrons", Board::writableChevrons);
        writes.put("load", b -> b.load(CAPTURE));
        writes.put("copyFrom", b -> b.copyFrom(new Board(CAPTURE)));
        for (Map.Entry<String, Consumer<Board>> w : writes.entrySet()) {
            Board b = new Board(CAPTURE);
            Movement.generate(b, 0, b.destinations, false);
            assertThat(b.destinationsOf).isEqualTo(0);
            w.getValue().accept(b);
            assertThat(b.destinationsOf).as(w.getKey()).isEqualTo(-1);
        }
    }

    @Test
    @DisplayName("R8.5 R2.2 a turn passing records the next player's destinations, and the next move forgets them")
    void turnPassingRecordsTheNextPlayersDestinations() {
        Completions completions = new Completions();
        Board b = new Board(CAPTURE);
        applyFirstPlainMove(b, completions);
        Turns.passTurn(b, OPTIONS, 0, null, true);
        assertThat(b.toMove).isEqualTo(1);
        assertThat(b.destinationsOf).isEqualTo(1);
        assertThat(baseMoves(b, 1)).isEqualTo(baseMoves(new Board(b.toPosition()), 1));
        IntList codes = new IntList();
        Movement.baseMoves(b, 1, codes);
        int base = codes.get(0);
        codes.clear();
        completions.expand(b, OPTIONS, 1, base, codes);
        Effects.applyMove(b, OPTIONS, 1, codes.get(0), null);
        assertThat(b.destinationsOf).isEqualTo(-1);
        Turns.passTurn(b, OPTIONS, 1, null);
        assertThat(b.destinationsOf).as("the stuck test stopped at A's first move").isEqualTo(-1);
    }

    /** Applies A's first plain base move with its first completion. */
    private static void applyFirstPlainMove(Board b, Completions completions) {
        IntList codes = new IntList();
        Movement.baseMoves(b, 0, codes);
        int base = -1;
        for (int i = 0; i < codes.size() && base < 0; i++) {
            base = MoveCode.capture(codes.get(i)) ? -1 : codes.get(i);
        }
        codes.clear();
        completions.expand(b, OPTIONS, 0, base, codes);
        Effects.applyMove(b, OPTIONS, 0, codes.get(0), null);
    }

    private static List<Integer> baseMoves(Board b, int p) {
        IntList codes = new IntList();
        Movement.baseMoves(b, p, codes);
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < codes.size(); i++) {
            list.add(codes.get(i));
        }
        return list;
    }
}
