package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Turn;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;

/**
 * What each kind of fact says and shows: its rule and citation, its verdict, the fields a renderer
 * draws and its sentence, for every case the sentence distinguishes. Renderers (text, JSON, HTML)
 * print these as they are, so a wrong word or a missing field reaches the player.
 */
class FactTextTest {

    private static final Borderland E2 = Borderland.of(Field.E1);
    private static final Borderland E5 = Borderland.of(Field.E4);
    private static final Chevron A_NORTH = new Chevron(Player.A, Direction.N);
    private static final Chevron B_SOUTH = new Chevron(Player.B, Direction.S);

    /** The record types of facts the tests of this class have shown (every one, checked after them). */
    private static final Set<Class<?>> SHOWN = new HashSet<>();

    private static void says(Fact fact, String rule, String citation, boolean allowed, List<Field> fields, String text) {
        SHOWN.add(fact.getClass());
        assertThat(fact.kind()).as("kind").isEqualTo(fact.getClass().getSimpleName());
        assertThat(fact.text(Locale.ENGLISH)).isEqualTo(text);
        assertThat(fact.text(Language.ENGLISH)).isEqualTo(text);
        assertThat(fact.rule()).isEqualTo(Rule.of(rule));
        assertThat(fact.citation()).isEqualTo(citation);
        assertThat(fact.allowed()).as("allowed").isEqualTo(allowed);
        if (fact.status() != Fact.Status.NOT_CHECKED) {
            assertThat(fact.status()).as("status").isEqualTo(allowed ? Fact.Status.ALLOWED : Fact.Status.NOT_ALLOWED);
        }
        assertThat(fact.fields()).isEqualTo(fields);
        assertThat(fact.text()).isEqualTo(text);
    }

    @AfterAll
    static void everyKindOfFactIsShown() {
        Set<Class<?>> all = new HashSet<>();
        for (Class<?> family : Fact.class.getPermittedSubclasses()) {
            all.addAll(List.of(family.getPermittedSubclasses()));
        }
        assertThat(all).hasSize(19);
        assertThat(SHOWN).as("the kinds of fact these tests show").containsExactlyInAnyOrderElementsOf(all);
    }

    @Test
    @DisplayName("R8.3: a finished game forbids every action and says how it ended")
    void gameOver() {
        says(new TurnFact.GameOver(new Outcome(Player.B, WinReason.TARGET_REACHED)), "R8.3", "R8.3", false, List.of(),
                "the game is over (B TARGET_REACHED): no action is possible.");
    }

    @Test
    @DisplayName("R2.2: a player without a legal move has no action and is eliminated (R8.1)")
    void noLegalMove() {
        says(new TurnFact.NoLegalMove(Player.C), "R2.2", "R2.2", false, List.of(),
                "C has no legal move and is eliminated instead of taking a turn (R8.1): no action is possible.");
    }

    @Test
    @DisplayName("R2.1, R7.1: the start field with the mover's chevron, another's chevron, or none")
    void startField() {
        says(new TurnFact.StartField(Field.E1, Player.A, Optional.of(A_NORTH), true, false), "R2.1", "R2.1", true,
                List.of(Field.E1), "e1 holds A's chevron facing N.");
        says(new TurnFact.StartField(Field.E9, Player.A, Optional.of(B_SOUTH), false, true), "R7.1", "R7.1", false,
                List.of(Field.E9), "e9 holds B's chevron facing S; A is to move: NOT allowed.");
        says(new TurnFact.StartField(Field.E5, Player.B, Optional.empty(), false, false), "R2.1", "R2.1", false,
                List.of(Field.E5), "e5 holds no chevron of B, the player to move.");
    }

    @Test
    @DisplayName("R9.2: the completions are listed with their count, at most 24 of them")
    void completions() {
        says(new TurnFact.Completions(List.of(Move.of(Field.E1, Field.E2), Move.of(Field.E1, Field.E3))), "R9.2", "R9.2",
                true, List.of(), "e1-e2 e1-e3 (2).");
        List<Move> many = new ArrayList<>();
        for (Field to : List.of(Field.A2, Field.B2, Field.C2, Field.D2, Field.E2, Field.F2, Field.G2, Field.H2, Field.I2,
                Field.A3, Field.B3, Field.C3, Field.D3, Field.E3, Field.F3, Field.G3, Field.H3, Field.I3,
                Field.A4, Field.B4, Field.C4, Field.D4, Field.E4, Field.F4)) {
            many.add(Move.of(Field.A1, to));
        }
        String all24 = "a1-a2 a1-b2 a1-c2 a1-d2 a1-e2 a1-f2 a1-g2 a1-h2 a1-i2 a1-a3 a1-b3 a1-c3 a1-d3 a1-e3 a1-f3 a1-g3"
                + " a1-h3 a1-i3 a1-a4 a1-b4 a1-c4 a1-d4 a1-e4 a1-f4";
        assertThat(new TurnFact.Completions(many).text()).isEqualTo(all24 + " (24).");
        many.add(Move.of(Field.A1, Field.G4));
        assertThat(new TurnFact.Completions(many).text()).isEqualTo(all24 + " … (25).");
    }

    @Test
    @DisplayName("R9.2: the completions of an illegal base move were not checked, and say so with a status that is not ok,"
            + " in English, Spanish and Japanese")
    void completionsOfAnIllegalBaseMoveAreNotCheckedAndSaySo() {
        TurnFact.Completions none = new TurnFact.Completions(List.of());
        says(none, "R9.2", "R9.2", false, List.of(), "not checked: the base move is already illegal.");
        assertThat(none.status()).isEqualTo(Fact.Status.NOT_CHECKED);
        assertThat(none.text(Language.SPANISH)).isEqualTo("no comprobado: el movimiento base ya es ilegal.");
        assertThat(none.text(Language.JAPANESE)).isEqualTo("確認せず: 基本の移動がすでに合法ではない。");
        assertThat(new TurnFact.Completions(List.of(Move.of(Field.E1, Field.E2))).status()).isEqualTo(Fact.Status.ALLOWED);
    }

    @Test
    @DisplayName("R3.1: the heading names the three directions allowed and the one taken, or the missing line")
    void heading() {
        says(new MovementFact.Heading(Field.E1, Field.F2, Direction.N, Optional.of(Direction.NE), true), "R3.1", "R3.1",
                true, List.of(), "the chevron on e1 faces N; it may move NW, N or NE. This move goes NE: allowed.");
        says(new MovementFact.Heading(Field.E1, Field.F1, Direction.N, Optional.of(Direction.E), false), "R3.1", "R3.1",
                false, List.of(), "the chevron on e1 faces N; it may move NW, N or NE. This move goes E: NOT allowed.");
        says(new MovementFact.Heading(Field.E1, Field.F3, Direction.N, Optional.empty(), false), "R3.1", "R3.1", false,
                List.of(), "f3 is not on a straight line (file, rank or diagonal) from e1.");
    }

    @Test
    @DisplayName("R3.2: the range shows the markers counted, or the minimum of 1 without any")
    void range() {
        says(new MovementFact.Range(Player.A, E2, List.of(Field.D1, Field.E2), 2, 3, false), "R3.2", "R3.2", false,
                List.of(Field.D1, Field.E2),
                "range 2: A has 2 markers (d1, e2) in the start borderland, centred on e2. The move goes 3 fields: OUT OF RANGE.");
        says(new MovementFact.Range(Player.B, E5, List.of(), 1, 1, true), "R3.2", "R3.2", true, List.of(),
                "range 1: B has no markers in the start borderland, centred on e5, and the range is at least 1."
                        + " The move goes 1 field: within range.");
    }

    @Test
    @DisplayName("R3.4, R5.1: the path shows the fields passed over, a blocked one the blocking chevrons; a jump is allowed"
            + " only between the mover's markers; a capture's path is tagged R5.1, which says it never jumps")
    void path() {
        says(new MovementFact.Path(Field.E1, Field.E3, Player.A, List.of(Field.E2), List.of(), false, false, true),
                "R3.4", "R3.4", true, List.of(Field.E2), "fields passed over: e2; no chevron in the way.");
        says(new MovementFact.Path(Field.E1, Field.E2, Player.A, List.of(), List.of(), false, false, true),
                "R3.4", "R3.4", true, List.of(), "fields passed over: none; no chevron in the way.");
        says(new MovementFact.Path(Field.E1, Field.E4, Player.A, List.of(Field.E2, Field.E3), List.of(Field.E3), true,
                        false, true), "R3.4", "R3.4", true, List.of(Field.E2, Field.E3),
                "fields passed over: e2, e3; chevrons on e3: a jump, allowed because e1 and e4 both carry A's marker.");
        says(new MovementFact.Path(Field.E1, Field.E4, Player.A, List.of(Field.E2, Field.E3), List.of(Field.E3), false,
                        false, false), "R3.4", "R3.4", false, List.of(Field.E3),
                "fields passed over: e2, e3; chevrons on e3: NOT allowed: a jump needs A's marker on both e1 and e4.");
        says(new MovementFact.Path(Field.E1, Field.E4, Player.A, List.of(Field.E2, Field.E3), List.of(Field.E3), true,
                        true, false), "R5.1", "R5.1", false, List.of(Field.E3),
                "fields passed over: e2, e3; chevrons on e3: NOT allowed: a capture never jumps (R5.1).");
    }

    @Test
    @DisplayName("R3.3: a destination is occupied, opposing, the mover's own or neutral")
    void destination() {
        says(new MovementFact.Destination(Field.E5, Player.A, Optional.of(Player.B), Optional.of(B_SOUTH), false),
                "R3.3", "R3.3", false, List.of(Field.E5), "destination e5: occupied by B's chevron: NOT allowed.");
        says(new MovementFact.Destination(Field.E5, Player.A, Optional.of(Player.B), Optional.empty(), false),
                "R3.3", "R3.3", false, List.of(Field.E5), "destination e5: NOT allowed: an opposing field (B's marker).");
        says(new MovementFact.Destination(Field.E5, Player.A, Optional.of(Player.A), Optional.empty(), true),
                "R3.3", "R3.3", true, List.of(Field.E5), "destination e5: unoccupied and A's.");
        says(new MovementFact.Destination(Field.E5, Player.A, Optional.empty(), Optional.empty(), true),
                "R3.3", "R3.3", true, List.of(Field.E5), "destination e5: unoccupied and neutral.");
    }

    @Test
    @DisplayName("R5.5: only a capture ends on an enemy chevron, and a capture needs one")
    void captureTarget() {
        says(new MovementFact.CaptureTarget(Field.E5, Optional.empty(), true, false), "R5.5", "R5.5", false,
                List.of(Field.E5), "e5 holds no enemy chevron: there is nothing to capture.");
        says(new MovementFact.CaptureTarget(Field.E5, Optional.of(B_SOUTH), true, true), "R5.5", "R5.5", true,
                List.of(Field.E5), "e5 holds B's chevron: only a capture may end there.");
        says(new MovementFact.CaptureTarget(Field.E5, Optional.of(B_SOUTH), false, false), "R5.5", "R5.5", false,
                List.of(Field.E5), "e5 holds B's chevron: only a capture may end there; this move is not written as one (x):"
                        + " NOT allowed.");
    }

    @Test
    @DisplayName("R5.2: the attackers are counted; a capture needs two, the moving chevron among them; the fact is tagged"
            + " and cited as R5.2, the rule its verdict words")
    void attackers() {
        says(new MovementFact.Attackers(Field.E4, Field.E5, Player.A, List.of(Field.D4, Field.E4), true), "R5.2", "R5.2",
                true, List.of(Field.D4, Field.E4), "A's chevrons attacking e5: d4, e4 (2); R5.2 needs at least 2: capture allowed.");
        says(new MovementFact.Attackers(Field.E3, Field.E5, Player.A, List.of(Field.D4, Field.E4), false), "R5.2", "R5.2",
                false, List.of(Field.D4, Field.E4),
                "A's chevrons attacking e5: d4, e4 (2); R5.2 needs at least 2: but e3 is not one of them: NO capture.");
        says(new MovementFact.Attackers(Field.E4, Field.E5, Player.A, List.of(Field.E4), false), "R5.2", "R5.2", false,
                List.of(Field.E4), "A's chevrons attacking e5: e4 (1); R5.2 needs at least 2: NO capture.");
        says(new MovementFact.Attackers(Field.E4, Field.E5, Player.A, List.of(), false), "R5.2", "R5.2", false,
                List.of(), "A's chevrons attacking e5: none (0); R5.2 needs at least 2: NO capture.");
    }

    @Test
    @DisplayName("R1.2, R3.2: counts read 1 marker, 2 markers, no markers, 1 field, 2 fields, and a borderland is named"
            + " as centred on its centre field, in English, Spanish and Japanese")
    void rangeCountsAreSingularOrPluralAndTheBorderlandIsNamedByItsCentre() {
        MovementFact.Range one = new MovementFact.Range(Player.A, E2, List.of(Field.E2), 1, 1, true);
        MovementFact.Range two = new MovementFact.Range(Player.A, E2, List.of(Field.D1, Field.E2), 2, 2, true);
        MovementFact.Range none = new MovementFact.Range(Player.A, E2, List.of(), 1, 2, false);
        assertThat(one.text()).isEqualTo(
                "range 1: A has 1 marker (e2) in the start borderland, centred on e2. The move goes 1 field: within range.");
        assertThat(two.text()).isEqualTo(
                "range 2: A has 2 markers (d1, e2) in the start borderland, centred on e2. The move goes 2 fields: within range.");
        assertThat(none.text()).isEqualTo("range 1: A has no markers in the start borderland, centred on e2, and the range"
                + " is at least 1. The move goes 2 fields: OUT OF RANGE.");
        assertThat(one.text(Language.SPANISH)).isEqualTo("alcance 1: A tiene 1 marcador (e2) en la zona fronteriza de"
                + " salida, con centro en e2. El movimiento recorre 1 casilla: dentro del alcance.");
        assertThat(two.text(Language.SPANISH)).contains("A tiene 2 marcadores (d1, e2)", "con centro en e2", "recorre 2 casillas");
        assertThat(none.text(Language.SPANISH)).contains("A no tiene marcadores en la zona fronteriza de salida, con centro en e2",
                "recorre 2 casillas");
        assertThat(two.text(Language.JAPANESE)).contains("e2 を中心とする境界エリアにマーカーを 2 個持つ（d1、e2）", "2 マス");
        assertThat(none.text(Language.JAPANESE)).contains("e2 を中心とする境界エリアにマーカーを持たない");
        for (Language language : Language.values()) {
            for (Fact f : List.of(one, two, none, new MarkingFact.BorderCrossing(E2, E5), new MarkingFact.BorderCrossing(E5, E5),
                    new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.CLAIM_NEUTRAL, List.of(Field.D4)),
                    new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.CONVERT_OPPOSING, List.of(Field.D5)),
                    new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.NOTHING_GAINED, List.of()))) {
                String text = f.text(language);
                assertThat(text).as(language + ": " + text).doesNotContain("(s)", "(es)")
                        .containsPattern(switch (language) {
                            case ENGLISH -> "borderland(, centred| centred) on e[25]";
                            case SPANISH -> "zona fronteriza( de salida,)? con centro en e[25]";
                            case JAPANESE -> "e[25] を中心とする境界エリア";
                        });
            }
        }
        assertThat(new MarkingFact.BorderCrossing(E2, E5).text(Language.SPANISH)).isEqualTo("cruce de frontera desde la"
                + " zona fronteriza con centro en e2 hacia la zona fronteriza con centro en e5.");
        assertThat(new MarkingFact.BorderCrossing(E2, E5).text(Language.JAPANESE))
                .isEqualTo("境界越え: e2 を中心とする境界エリアから e5 を中心とする境界エリアへ。");
    }

    @Test
    @DisplayName("R4.1: a move crosses a border or stays in its borderland")
    void borderCrossing() {
        says(new MarkingFact.BorderCrossing(E2, E5), "R4.1", "R4.1", true, List.of(),
                "border crossing from the borderland centred on e2 into the borderland centred on e5.");
        says(new MarkingFact.BorderCrossing(E5, E5), "R4.1", "R4.1", true, List.of(),
                "no border crossing: the move stays in the borderland centred on e5.");
    }

    @Test
    @DisplayName("R4.4: the crossing effect cites clause (a) or (b) and shows the candidate fields, or gains nothing")
    void crossingEffect() {
        says(new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.CLAIM_NEUTRAL, List.of(Field.D4, Field.F6)), "R4.4",
                "R4.4a", true, List.of(Field.D4, Field.F6), "the borderland centred on e5 has neutral fields: mark one that holds no chevron: d4, f6 (2).");
        says(new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.CONVERT_OPPOSING, List.of(Field.D5)), "R4.4", "R4.4b",
                true, List.of(Field.D5),
                "the borderland centred on e5 has no neutral field: convert an opposing marker on an unoccupied field: d5 (1).");
        says(new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.NOTHING_GAINED, List.of()), "R4.4", "R4.4", true,
                List.of(), "the borderland centred on e5 has no field to mark or convert: nothing is gained.");
    }

    @Test
    @DisplayName("R4.2, R4.5: a connection shows the fields it fills")
    void connection() {
        says(new MarkingFact.Connection(Field.E1, Field.E4, Player.A, true, List.of(Field.E2, Field.E3)), "R4.2", "R4.2",
                true, List.of(Field.E2, Field.E3),
                "a connection: e1 and e4 both carry A's marker and nothing stands between; R4.5 fills e2, e3.");
        says(new MarkingFact.Connection(Field.E1, Field.E2, Player.A, true, List.of()), "R4.2", "R4.2", true, List.of(),
                "a connection: e1 and e2 both carry A's marker and nothing stands between; R4.5 fills none.");
        says(new MarkingFact.Connection(Field.E1, Field.E4, Player.A, false, List.of()), "R4.2", "R4.2", true, List.of(),
                "no connection.");
    }

    @Test
    @DisplayName("R4.3: the open choices: none, one that is mandatory, or several to name one of")
    void markingChoices() {
        says(new MarkingFact.MarkingChoices(List.of()), "R4.3", "R4.3", true, List.of(),
                "R4 choices open: none (nothing to name).");
        says(new MarkingFact.MarkingChoices(List.of(Choice.of(Field.D4))), "R4.3", "R4.3", true, List.of(),
                "R4 choices open: d4 (mandatory).");
        says(new MarkingFact.MarkingChoices(List.of(Choice.of(Field.D4), Choice.connection())), "R4.3", "R4.3", true,
                List.of(), "R4 choices open: d4 * (name exactly one, first in brackets).");
    }

    @Test
    @DisplayName("R6.1: the meeting partner and the threshold, or no chevron facing back")
    void meetingPartner() {
        says(new MeetingFact.MeetingPartner(Field.E5, Direction.N, Player.A, Optional.of(Field.E6), 9), "R6.1", "R6.1",
                true, List.of(Field.E6), "A's chevron on e6 will stand nose to nose with the moved chevron (b, c);"
                        + " threshold (d): another player needs at least 9 markers.");
        says(new MeetingFact.MeetingPartner(Field.E5, Direction.N, Player.A, Optional.empty(), 9), "R6.1", "R6.1", true,
                List.of(), "no meeting: the field ahead of e5 (facing N) holds no chevron of A facing back.");
    }

    @Test
    @DisplayName("R6.1–R6.3: the outcome of a meeting per R4 choice: the count, and the bonus fields, at most 16 shown")
    void meetingOutcome() {
        says(new MeetingFact.MeetingOutcome(Optional.of(Choice.of(Field.D4)), true, 9, List.of(Field.A1, Field.B1)),
                "R6.1", "R6.1", true, List.of(Field.A1, Field.B1),
                "with R4 choice d4: most markers of another player 9 (R6.3) -> MEETING; R6.2 bonus fields (2): a1, b1.");
        says(new MeetingFact.MeetingOutcome(Optional.empty(), true, 10, List.of()), "R6.1", "R6.1", true, List.of(),
                "the move: most markers of another player 10 (R6.3) -> MEETING; R6.2 bonus fields (0): none, nothing gained.");
        says(new MeetingFact.MeetingOutcome(Optional.empty(), false, 3, List.of()), "R6.1", "R6.1", true, List.of(),
                "the move: most markers of another player 3 (R6.3) -> no meeting (a marker condition (a)/(b) or the"
                        + " threshold (d) fails).");
        List<Field> sixteen = List.of(Field.A1, Field.B1, Field.C1, Field.D1, Field.E1, Field.F1, Field.G1, Field.H1,
                Field.I1, Field.A2, Field.B2, Field.C2, Field.D2, Field.E2, Field.F2, Field.G2);
        String shown = "a1, b1, c1, d1, e1, f1, g1, h1, i1, a2, b2, c2, d2, e2, f2, g2";
        assertThat(new MeetingFact.MeetingOutcome(Optional.empty(), true, 9, sixteen).text())
                .endsWith("bonus fields (16): " + shown + ".");
        List<Field> seventeen = new ArrayList<>(sixteen);
        seventeen.add(Field.H2);
        assertThat(new MeetingFact.MeetingOutcome(Optional.empty(), true, 9, seventeen).text())
                .endsWith("bonus fields (17): " + shown + ", ….");
    }

    @Test
    @DisplayName("R7.2: a rotation's cost against the markers available, both directions and sizes of turn")
    void rotationCost() {
        says(new RotationFact.RotationCost(Field.E1, Turn.CLOCKWISE_45, Player.A, List.of(Field.A1, Field.A2), true),
                "R7.2", "R7.2", true, List.of(Field.A1, Field.A2), "turn the chevron on e1 by 45° clockwise: costs 2 of A's"
                        + " markers on unoccupied fields; A has 2 (a1, a2): affordable.");
        says(new RotationFact.RotationCost(Field.E1, Turn.ANTICLOCKWISE_90, Player.A, List.of(Field.A1), false),
                "R7.2", "R7.2", false, List.of(Field.A1), "turn the chevron on e1 by 90° anticlockwise: costs "
                        + Turn.ANTICLOCKWISE_90.cost() + " of A's markers on unoccupied fields; A has 1 (a1): NOT affordable.");
        assertThat(new RotationFact.RotationCost(Field.E1, Turn.ANTICLOCKWISE_45, Player.B, List.of(), false).text())
                .isEqualTo("turn the chevron on e1 by 45° anticlockwise: costs 2 of B's markers on unoccupied fields;"
                        + " B has 0 (none): NOT affordable.");
    }

    @Test
    @DisplayName("R7.1: the relinquished fields: the count, repeated fields and invalid fields each break the rule")
    void relinquished() {
        says(new RotationFact.Relinquished(Turn.CLOCKWISE_45, List.of(Field.A1, Field.A2), true, List.of(), List.of()),
                "R7.1", "R7.1", true, List.of(Field.A1, Field.A2),
                "names 2: a1, a2; a turn by 45° relinquishes exactly 2: allowed.");
        says(new RotationFact.Relinquished(Turn.CLOCKWISE_90, List.of(Field.A1), false, List.of(), List.of()),
                "R7.1", "R7.1", false, List.of(Field.A1), "names 1: a1; a turn by 90° relinquishes exactly "
                        + Turn.CLOCKWISE_90.cost() + ": WRONG COUNT: NOT allowed.");
        says(new RotationFact.Relinquished(Turn.CLOCKWISE_45, List.of(Field.A1, Field.A1), true, List.of(Field.A1),
                        List.of()), "R7.1", "R7.1", false, List.of(Field.A1, Field.A1),
                "names 2: a1, a1; a turn by 45° relinquishes exactly 2; named twice: a1: NOT allowed.");
        says(new RotationFact.Relinquished(Turn.CLOCKWISE_45, List.of(Field.A1, Field.E1), true, List.of(),
                        List.of(Field.E1)), "R7.1", "R7.1", false, List.of(Field.A1, Field.E1),
                "names 2: a1, e1; a turn by 45° relinquishes exactly 2; not own markers on unoccupied fields: e1: NOT allowed.");
        assertThat(new RotationFact.Relinquished(Turn.CLOCKWISE_45, List.of(), false, List.of(), List.of()).text())
                .isEqualTo("names 0: none; a turn by 45° relinquishes exactly 2: WRONG COUNT: NOT allowed.");
    }

    @Test
    @DisplayName("R7.4: a rotation triggers nothing")
    void rotationEffects() {
        says(new RotationFact.RotationEffects(Field.E1), "R7.4", "R7.4", true, List.of(),
                "a rotation triggers no marking, capture or meeting.");
    }

    @Test
    @DisplayName("an explanation's verdict, violation and result must agree, and the message says how they disagree")
    void explanationParts() {
        Position p = Position.initial(2);
        Move move = Move.of(Field.E1, Field.E2);
        Transition t = new Transition(p, move, List.of(), p.toBuilder().toMove(Player.B).build(), Optional.empty());
        Violation v = new Violation(Violation.Reason.WRONG_DIRECTION, "R3.1: no");
        assertThatThrownBy(() -> new Explanation(Ruleset.STANDARD, p, move, Explanation.Verdict.LEGAL, Optional.of(v),
                List.of(), Optional.of(t))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("verdict LEGAL").hasMessageContaining("result present");
        assertThatThrownBy(() -> new Explanation(Ruleset.STANDARD, p, move, Explanation.Verdict.ILLEGAL, Optional.of(v),
                List.of(), Optional.of(t))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("result present");
        assertThatThrownBy(() -> new Explanation(Ruleset.STANDARD, p, move, Explanation.Verdict.LEGAL, Optional.empty(),
                List.of(), Optional.empty())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("result empty");
        assertThat(new Explanation(Ruleset.STANDARD, p, move, Explanation.Verdict.LEGAL, Optional.empty(), List.of(),
                Optional.of(t)).isLegal()).isTrue();
        assertThat(new Explanation(Ruleset.STANDARD, p, move, Explanation.Verdict.ILLEGAL, Optional.of(v), List.of(),
                Optional.empty()).isLegal()).isFalse();
    }
}
