package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.board;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Borderland;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Explanation;
import org.pacru.rules.Explanation.Verdict;
import org.pacru.rules.Fact;
import org.pacru.rules.MarkingFact;
import org.pacru.rules.MeetingFact;
import org.pacru.rules.MovementFact;
import org.pacru.rules.RotationFact;
import org.pacru.rules.Rule;
import org.pacru.rules.TurnFact;
import org.pacru.rules.Violation.Reason;

/** The library's explanation of an action: its verdict, violation, facts and result, each fact both ways. */
class ExplanationTest {
    static final Position START = Position.initial(2);

    private static Explanation explain(Position p, String action) {
        return PacruRules.STANDARD.explain(p, ActionNotation.parse(action));
    }

    /** The one fact of a type; fails if there is none or several. */
    private static <F extends Fact> F fact(Explanation e, Class<F> type) {
        List<F> found = facts(e, type);
        assertThat(found).as("%s facts of %s", type.getSimpleName(), e.action()).hasSize(1);
        return found.get(0);
    }

    private static <F extends Fact> List<F> facts(Explanation e, Class<F> type) {
        return e.facts().stream().filter(type::isInstance).map(type::cast).collect(java.util.stream.Collectors.toList());
    }

    @Test
    @DisplayName("R3.2, R3.4: out of range: the range 1 without own markers, the field passed over; the violation's rule and text")
    void r3_2_outOfRangeAndWithinRange() {
        Explanation e = explain(START, "e1-e3");
        assertThat(e.verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(e.violation().orElseThrow().rule()).isEqualTo(Rule.of("R3.2"));
        assertThat(e.rules()).startsWith(Rule.of("R3.2"));
        MovementFact.Range range = fact(e, MovementFact.Range.class);
        assertThat(range.range()).isEqualTo(1);
        assertThat(range.markers()).isEmpty();
        assertThat(range.distance()).isEqualTo(2);
        assertThat(range.allowed()).isFalse();
        assertThat(range.text()).isEqualTo("range 1: A has no markers in the start borderland, centred on e2, and the "
                + "range is at least 1. The move goes 2 fields: OUT OF RANGE.");
        MovementFact.Path path = fact(e, MovementFact.Path.class);
        assertThat(path.passedOver()).containsExactly(Field.E2);
        assertThat(path.chevrons()).isEmpty();
        assertThat(path.allowed()).isTrue();
        assertThat(e.result()).isEmpty();
        assertThat(fact(e, TurnFact.Completions.class).moves()).isEmpty();

        Explanation within = explain(START, "e1-e2");
        assertThat(within.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(within.violation()).isEmpty();
        assertThat(fact(within, MovementFact.Range.class).allowed()).isTrue();
        assertThat(within.facts()).allMatch(Fact::allowed);
        assertThat(within.result().orElseThrow()).isEqualTo(PacruRules.STANDARD.apply(START, Move.of(Field.E1, Field.E2)));
        assertThat(fact(within, TurnFact.Completions.class).moves()).containsExactly(Move.of(Field.E1, Field.E2));
    }

    @Test
    @DisplayName("R9.2: the completions of an illegal base move are not checked: the fact says so, and its status is"
            + " NOT_CHECKED, not ok; a legal base move's are ALLOWED")
    void r9_2_completionsOfAnIllegalBaseMoveAreNotChecked() {
        TurnFact.Completions none = fact(explain(START, "e1-e3"), TurnFact.Completions.class);
        assertThat(none.status()).isEqualTo(Fact.Status.NOT_CHECKED);
        assertThat(none.allowed()).isFalse();
        assertThat(none.text()).isEqualTo("not checked: the base move is already illegal.");
        assertThat(fact(explain(START, "e1-e2"), TurnFact.Completions.class).status()).isEqualTo(Fact.Status.ALLOWED);
    }

    @Test
    @DisplayName("R2.1, R3.1: not the mover's chevron, not on a line, a direction allowed and one not")
    void r3_1_headingBothWays() {
        Explanation notOwn = explain(START, "e9-e8");
        assertThat(notOwn.facts()).hasSize(1);
        assertThat(fact(notOwn, TurnFact.StartField.class).allowed()).isFalse();
        assertThat(notOwn.violation().orElseThrow().reason()).isEqualTo(Reason.NOT_OWN_CHEVRON);

        Explanation offLine = explain(START, "e1-f3");
        MovementFact.Heading heading = fact(offLine, MovementFact.Heading.class);
        assertThat(heading.direction()).isEmpty();
        assertThat(heading.allowed()).isFalse();
        assertThat(offLine.facts()).hasSize(2);

        assertThat(fact(explain(START, "e1-d2"), MovementFact.Heading.class).direction()).contains(Direction.NW);
        assertThat(fact(explain(START, "e1-d2"), MovementFact.Heading.class).allowed()).isTrue();
        MovementFact.Heading backwards = fact(explain(START, "e1-d1"), MovementFact.Heading.class);
        assertThat(backwards.direction()).contains(Direction.W);
        assertThat(backwards.allowed()).isFalse();
    }

    /** A's chevron on a1 facing N, B's on a2 in the way; A's markers on a1 and b1, and on a3 if {@code ownA3}. */
    private static Position jumpBoard(boolean ownA3) {
        Setup s = board(2).chevron("a1", "AN").chevron("a2", "BE").chevron("i9", "BS").markers('A', "a1 b1 c1");
        return (ownA3 ? s.markers('A', "a3") : s).build();
    }

    @Test
    @DisplayName("R3.4: a jump over a chevron is allowed between two own fields and not otherwise")
    void r3_4_jumpAllowedAndNot() {
        Explanation jump = explain(jumpBoard(true), "a1-a3");
        assertThat(jump.verdict()).isEqualTo(Verdict.LEGAL);
        MovementFact.Path path = fact(jump, MovementFact.Path.class);
        assertThat(path.chevrons()).containsExactly(Field.A2);
        assertThat(path.jump()).isTrue();
        assertThat(path.allowed()).isTrue();
        assertThat(path.text()).contains("a jump, allowed because a1 and a3 both carry A's marker");

        Explanation blocked = explain(jumpBoard(false), "a1-a3");
        assertThat(blocked.violation().orElseThrow().reason()).isEqualTo(Reason.PATH_BLOCKED);
        MovementFact.Path noJump = fact(blocked, MovementFact.Path.class);
        assertThat(noJump.jump()).isFalse();
        assertThat(noJump.allowed()).isFalse();
    }

    @Test
    @DisplayName("R3.4: a move blocked by a chevron marks the blocking chevron's field, not the empty fields passed over")
    void r3_4_aBlockedPathMarksTheBlockingChevron() {
        // A's chevron on e5 facing N, B's on e7 in the way of e5-e8; e6 is empty.
        Position p = board(2).chevron("e5", "AN").chevron("e7", "BS").chevron("i9", "BS").markers('A', "e5 d5 f5 d4 f4 d6").build();
        Explanation blocked = explain(p, "e5-e8");
        assertThat(blocked.violation().orElseThrow().reason()).isEqualTo(Reason.PATH_BLOCKED);
        MovementFact.Path path = fact(blocked, MovementFact.Path.class);
        assertThat(path.passedOver()).containsExactly(Field.E6, Field.E7);
        assertThat(path.allowed()).isFalse();
        assertThat(path.fields()).containsExactly(Field.E7);
        // A clear or allowed path still shows the fields passed over.
        Explanation clear = explain(p, "e5-e6");
        assertThat(fact(clear, MovementFact.Path.class).fields()).isEmpty();
        MovementFact.Path jump = fact(explain(jumpBoard(true), "a1-a3"), MovementFact.Path.class);
        assertThat(jump.fields()).containsExactly(Field.A2);
    }

    @Test
    @DisplayName("R4.1, R4.4a: a border crossing, its candidate fields and the R4 choices open")
    void r4_4_crossingCandidates() {
        Position p = PositionNotation.parse(
                "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3");
        Explanation e = explain(p, "d8-c7(a7)");
        assertThat(e.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(fact(e, MovementFact.Range.class).markers()).containsExactly(Field.D8, Field.E9, Field.F8, Field.F9);
        assertThat(fact(e, MarkingFact.BorderCrossing.class)).isEqualTo(new MarkingFact.BorderCrossing(Borderland.E8, Borderland.B8));
        MarkingFact.CrossingEffect effect = fact(e, MarkingFact.CrossingEffect.class);
        assertThat(effect.crossingCase()).isEqualTo(Fact.CrossingCase.CLAIM_NEUTRAL);
        assertThat(effect.citation()).isEqualTo("R4.4a");
        assertThat(effect.candidates()).containsExactly(Field.A7, Field.A8, Field.B7, Field.C9);
        assertThat(fact(e, MarkingFact.MarkingChoices.class).open()).extracting(Choice::toString).containsExactly("a7", "a8", "b7", "c9");
        assertThat(fact(e, MarkingFact.Connection.class).connection()).isFalse();

        Explanation inside = explain(p, "d8-e8");
        assertThat(fact(inside, MarkingFact.BorderCrossing.class).text()).isEqualTo("no border crossing: the move stays in the borderland centred on e8.");
        assertThat(facts(inside, MarkingFact.CrossingEffect.class)).isEmpty();
    }

    @Test
    @DisplayName("R4.4b: a full borderland converts an opposing marker on an unoccupied field other than the destination")
    void r4_4b_convertCandidates() {
        Position p = board(2).chevron("e3", "AN").chevron("i9", "BS").markers('A', "e3")
                .fill('B', "d4", "f6").markers('A', "d4 e4").build();
        Explanation e = explain(p, "e3-e4(e5)");
        MarkingFact.CrossingEffect effect = fact(e, MarkingFact.CrossingEffect.class);
        assertThat(effect.crossingCase()).isEqualTo(Fact.CrossingCase.CONVERT_OPPOSING);
        assertThat(effect.candidates()).doesNotContain(Field.D4, Field.E4).contains(Field.E5, Field.F6);
        assertThat(e.verdict()).isEqualTo(Verdict.LEGAL);
    }

    /** B's chevron on h8; A attacks it from h6 (range 2 in h5) and, if {@code second}, from f8 (range 2 in e8). */
    private static Position captureBoard(boolean second) {
        Setup s = board(2).chevron("h6", "AN").chevron("h8", "BS").chevron("a1", "BN").markers('A', "h6 g5");
        if (second) {
            s.chevron("f8", "AE").markers('A', "f8 e8");
        }
        return s.build();
    }

    @Test
    @DisplayName("R5.1-R5.2: a capture on h8 (fields 64-80) with two attackers is allowed, with one it is not")
    void r5_2_attackersOnRanksSevenToNine() {
        Explanation two = explain(captureBoard(true), "h6xh8(i9)");
        assertThat(two.verdict()).isEqualTo(Verdict.LEGAL);
        MovementFact.Attackers attackers = fact(two, MovementFact.Attackers.class);
        assertThat(attackers.attackers()).containsExactly(Field.F8, Field.H6);
        assertThat(attackers.allowed()).isTrue();
        assertThat(attackers.rule()).isEqualTo(Rule.of("R5.2"));
        assertThat(attackers.citation()).as("tagged with the rule its verdict words").isEqualTo("R5.2");
        assertThat(fact(two, MovementFact.CaptureTarget.class).allowed()).isTrue();
        assertThat(explain(captureBoard(true), "f8xh8(i9)").verdict()).isEqualTo(Verdict.LEGAL);

        Explanation one = explain(captureBoard(false), "h6xh8(i9)");
        assertThat(one.violation().orElseThrow().reason()).isEqualTo(Reason.SINGLE_ATTACKER);
        assertThat(fact(one, MovementFact.Attackers.class).attackers()).containsExactly(Field.H6);
        assertThat(fact(one, MovementFact.Attackers.class).allowed()).isFalse();

        Explanation unmarked = explain(captureBoard(true), "h6-h8(i9)");
        assertThat(unmarked.violation().orElseThrow().reason()).isEqualTo(Reason.CAPTURE_NOT_MARKED);
        assertThat(fact(unmarked, MovementFact.CaptureTarget.class).allowed()).isFalse();
    }

    /** A moves e4-e5 to meet its chevron on e6, all on A's markers; B has 9 markers, or 8 if not {@code threshold}. */
    private static Position meetingBoard(boolean threshold) {
        Setup s = board(2).chevron("e4", "AN").chevron("e6", "AS").chevron("i1", "BN")
                .markers('A', "e4 e5 e6").fill('B', "a7", "c9");
        return (threshold ? s : s.noMarkerAt("c9")).build();
    }

    @Test
    @DisplayName("R6.1, R6.3: a meeting happens at the threshold of 9 and must not below it; the bonus fields")
    void r6_1_meetingHappensAndNot() {
        Explanation meets = explain(meetingBoard(true), "e4-e5(a1)");
        assertThat(meets.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(fact(meets, MeetingFact.MeetingPartner.class).partner()).contains(Field.E6);
        MeetingFact.MeetingOutcome outcome = fact(meets, MeetingFact.MeetingOutcome.class);
        assertThat(outcome.choice()).isEmpty();
        assertThat(outcome.meeting()).isTrue();
        assertThat(outcome.thresholdCount()).isEqualTo(9);
        assertThat(outcome.bonusFields()).contains(Field.A1, Field.C9).doesNotContain(Field.E5, Field.E6, Field.I1);

        Explanation below = explain(meetingBoard(false), "e4-e5(a1)");
        assertThat(below.violation().orElseThrow().reason()).isEqualTo(Reason.NO_MEETING);
        MeetingFact.MeetingOutcome none = fact(below, MeetingFact.MeetingOutcome.class);
        assertThat(none.meeting()).isFalse();
        assertThat(none.thresholdCount()).isEqualTo(8);
        assertThat(none.bonusFields()).isEmpty();
        assertThat(explain(meetingBoard(false), "e4-e5").verdict()).isEqualTo(Verdict.LEGAL);

        Explanation noPartner = explain(meetingBoard(true), "e4-d5");
        assertThat(fact(noPartner, MeetingFact.MeetingPartner.class).partner()).isEmpty();
        assertThat(facts(noPartner, MeetingFact.MeetingOutcome.class)).isEmpty();
    }

    @Test
    @DisplayName("R4.2, R6.1, R6.2: a connection that makes a meeting: the fields filled, the threshold count, the bonus fields")
    void r4_2_connectionWithMeeting() {
        Position p = PositionNotation.parse(
                "bbbbbabBS1a/baa1baba1/1babbb3/baaababBNEba/1b1baAWab2/abab1b1b.AW/a2babBEbba/b.BE1a1ab1a/aaba1baba B 2");
        Explanation e = explain(p, "g6-g8(*,a1)");
        assertThat(e.verdict()).isEqualTo(Verdict.LEGAL);
        MarkingFact.Connection connection = fact(e, MarkingFact.Connection.class);
        assertThat(connection.connection()).isTrue();
        assertThat(connection.fills()).containsExactly(Field.G7);
        MeetingFact.MeetingOutcome viaConnection = facts(e, MeetingFact.MeetingOutcome.class).stream()
                .filter(o -> o.choice().equals(Optional.of(Choice.connection()))).findFirst().orElseThrow();
        assertThat(viaConnection.meeting()).isTrue();
        assertThat(viaConnection.bonusFields()).contains(Field.A1).doesNotContain(Field.G7);
    }

    @Test
    @DisplayName("R7.1: S e1>(a1,a2,a3) is illegal by R7.1 (three fields for a 45° turn), with every rotation fact")
    void r7_1_wrongCountExplained() {
        Explanation e = explain(START, "e1>(a1,a2,a3)");
        assertThat(e.verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(e.violation().orElseThrow().rule().id()).isEqualTo("R7.1");
        assertThat(fact(e, TurnFact.StartField.class).allowed()).isTrue();
        RotationFact.Relinquished relinquished = fact(e, RotationFact.Relinquished.class);
        assertThat(relinquished.countAllowed()).isFalse();
        assertThat(relinquished.invalid()).containsExactly(Field.A1, Field.A2, Field.A3);
        assertThat(relinquished.allowed()).isFalse();
        RotationFact.RotationCost cost = fact(e, RotationFact.RotationCost.class);
        assertThat(cost.available()).isEmpty();
        assertThat(cost.allowed()).isFalse();
    }

    @Test
    @DisplayName("R7.1-R7.2: a legal rotation: its cost, the markers available, the result; one that is unaffordable")
    void r7_2_rotationCostBothWays() {
        Position p = board(2).chevron("e5", "AN").chevron("a1", "BN").markers('A', "a9 b8 c7").build();
        Rotation r = Rotation.of(Field.E5, Turn.CLOCKWISE_45, Field.A9, Field.B8);
        Explanation e = PacruRules.STANDARD.explain(p, r);
        assertThat(e.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(fact(e, RotationFact.RotationCost.class).available()).containsExactly(Field.A9, Field.B8, Field.C7);
        assertThat(e.facts()).allMatch(Fact::allowed);
        assertThat(fact(e, RotationFact.RotationEffects.class).rule().id()).isEqualTo("R7.4");
        assertThat(e.result().orElseThrow()).isEqualTo(PacruRules.STANDARD.apply(p, r));

        Explanation tooDear = explain(p, "e5>>(a9,b8,c7,e5)");
        assertThat(tooDear.violation().orElseThrow().reason()).isEqualTo(Reason.ROTATION_UNAFFORDABLE);
        assertThat(fact(tooDear, RotationFact.RotationCost.class).allowed()).isFalse();
        Explanation repeated = explain(p, "e5>(a9,a9)");
        assertThat(fact(repeated, RotationFact.Relinquished.class).repeated()).containsExactly(Field.A9);
        assertThat(repeated.violation().orElseThrow().reason()).isEqualTo(Reason.ROTATION_FIELD_REPEATED);
    }

    @Test
    @DisplayName("R8.3, R2.2: a finished game and a stuck player allow no action, and the explanation says so first")
    void r8_3_gameOverAndStuck() {
        Position over = board(2).chevron("e5", "AN").markers('B', "a1").build();
        Explanation e = explain(over, "e5-e6");
        assertThat(e.facts().get(0)).isInstanceOf(TurnFact.GameOver.class);
        assertThat(e.facts().get(0).allowed()).isFalse();
        assertThat(e.violation().orElseThrow().reason()).isEqualTo(Reason.GAME_OVER);

        Position stuck = PositionNotation.parse("8.BN/9/9/9/9/9/9/9/.ASW8 A 2");
        Action rotation = ActionNotation.parse("a1>(b1,c1)");
        Explanation s = PacruRules.STANDARD.explain(stuck, rotation);
        assertThat(s.facts().get(0)).isEqualTo(new TurnFact.NoLegalMove(org.pacru.board.Player.A));
        assertThat(s.violation().orElseThrow().rule().id()).isEqualTo("R2.2");
    }
}
