package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.game.PartialAction;
import org.pacru.game.StepKind;
import org.pacru.game.Step;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rule;
import org.pacru.rules.Ruleset;
import org.pacru.rules.WinReason;

/**
 * The Javadoc examples of pacru-api that need no engine (STYLE §2.8), copied as written and run,
 * asserting the values their comments claim. The examples that need an engine (Rules, Transition,
 * Violation, IllegalActionException, Event, Game) run in pacru-core's CoreJavadocExamplesTest.
 */
class ApiJavadocExamplesTest {

    @Test
    @DisplayName("Field example")
    void field() {
        Field e4 = Field.parse("e4");
        Optional<Field> e5 = e4.step(Direction.N);   // Optional[e5]
        String text = e4.toString();                  // "e4"
        assertThat(e5).hasToString("Optional[e5]").contains(Field.E5);
        assertThat(text).isEqualTo("e4");
    }

    @Test
    @DisplayName("Direction example")
    void direction() {
        assertThat(Direction.N.rotate(1)).isEqualTo(Direction.NE);
        assertThat(Direction.N.rotate(-2)).isEqualTo(Direction.W);
        assertThat(Direction.SE.opposite()).isEqualTo(Direction.NW);
        assertThat(Direction.parse("sw")).isEqualTo(Direction.SW);
    }

    @Test
    @DisplayName("Player example")
    void player() {
        Player p = Player.ofNumber(2);   // B
        assertThat(p).isEqualTo(Player.B);
        assertThat(p.letter()).isEqualTo('B');
        assertThat(p.markerLetter()).isEqualTo('b');
        assertThat(Player.parse("c")).isEqualTo(Player.C);
    }

    @Test
    @DisplayName("Borderland example")
    void borderland() {
        assertThat(Borderland.of(Field.A1)).isEqualTo(Borderland.B2);
        assertThat(Borderland.E5.fields()).hasToString("[d4, d5, d6, e4, e5, e6, f4, f5, f6]");
        assertThat(Borderland.E5.contains(Field.F6)).isTrue();
    }

    @Test
    @DisplayName("Chevron example")
    void chevron() {
        Chevron c = new Chevron(Player.A, Direction.N);
        assertThat(c.toString()).isEqualTo("AN");
        assertThat(c.rotate(2).facing()).isEqualTo(Direction.E);
    }

    @Test
    @DisplayName("Position example")
    void position() {
        Position start = Position.initial(2);                 // R1.6
        assertThat(start.toMove()).isEqualTo(Player.A);
        assertThat(start.chevronAt(Field.E1)).hasToString("Optional[AN]");
        Position custom = start.toBuilder()
                .marker(Field.E2, Player.A)
                .build();
        assertThat(custom.markerCount(Player.A)).isEqualTo(1);
    }

    @Test
    @DisplayName("Position.Builder example")
    void positionBuilder() {
        Position p = Position.builder(3)
                .chevron(Field.E5, new Chevron(Player.B, Direction.NW))
                .chevron(Field.A1, new Chevron(Player.A, Direction.N))
                .marker(Field.E5, Player.B)
                .toMove(Player.B)
                .build();
        assertThat(p.playerCount()).isEqualTo(3);
        assertThat(p.toMove()).isEqualTo(Player.B);
        assertThat(p.chevronAt(Field.E5)).contains(new Chevron(Player.B, Direction.NW));
    }

    @Test
    @DisplayName("Layout example")
    void layout() {
        Position start = Layout.TWO_PLAYERS.position();
        assertThat(start.chevronAt(Field.E1)).hasToString("Optional[AN]");
    }

    @Test
    @DisplayName("InvalidPositionException example")
    void invalidPositionException() {
        try {
            Position.builder(2).marker(Field.A1, Player.C).build();
            throw new AssertionError("the position must be refused");
        } catch (InvalidPositionException e) {
            assertThat(e.problems()).hasToString("[R1.5: a1 carries a marker of player C, but the game has 2 players]");
            assertThat(e.problems().get(0).rule()).hasToString("R1.5");
            assertThat(e.problems().get(0).field()).hasToString("Optional[a1]");
            assertThat(e.getMessage()).isEqualTo("R1.5: a1 carries a marker of player C, but the game has 2 players");
        }
    }

    @Test
    @DisplayName("PositionProblem example")
    void positionProblem() {
        InvalidPositionException e = org.assertj.core.api.Assertions.catchThrowableOfType(InvalidPositionException.class,
                () -> Position.builder(2).marker(Field.A1, Player.C).build());
        PositionProblem p = e.problems().get(0);
        assertThat(p.rule()).hasToString("R1.5");
        assertThat(p.rule().id()).isEqualTo("R1.5");
        assertThat(p.field()).hasToString("Optional[a1]");
        assertThat(p.text()).isEqualTo("a1 carries a marker of player C, but the game has 2 players");
        assertThat(p.message()).isEqualTo("R1.5: a1 carries a marker of player C, but the game has 2 players");
    }

    @Test
    @DisplayName("Rule example: by a RuleIds constant or by its ID; title and text in Spanish and Japanese")
    void ruleByConstant() {
        Rule r = Rule.of(org.pacru.rules.RuleIds.R3_2);
        assertThat(r).isSameAs(Rule.of("R3.2"));
        assertThat(r.id()).isEqualTo("R3.2");
        assertThat(r.title()).isEqualTo("Range");
        assertThat(r.title(java.util.Locale.forLanguageTag("es"))).isEqualTo("Alcance");
        assertThat(r.text(org.pacru.rules.Language.JAPANESE)).startsWith("駒は 1 マスから P マスまで移動します。");
    }

    @Test
    @DisplayName("Action example")
    void action() {
        Action a = Move.of(Field.E1, Field.E4);
        boolean isMove = a instanceof Move;   // true
        assertThat(isMove).isTrue();
    }

    @Test
    @DisplayName("Choice example")
    void choice() {
        Choice c = Choice.of(Field.D9);     // prints "d9"
        Choice star = Choice.connection();  // prints "*"
        assertThat(c).hasToString("d9");
        assertThat(star).hasToString("*");
    }

    @Test
    @DisplayName("Move example")
    void move() {
        Move plain = Move.of(Field.E1, Field.E4);                       // e1-e4
        Move capture = Move.capture(Field.E3, Field.E4)
                .withChoices(Choice.of(Field.E6), Choice.of(Field.I9)); // e3xe4(e6,i9)
        Move connect = Move.of(Field.A4, Field.A6).withChoices(Choice.connection()); // a4-a6(*)
        assertThat(plain).hasToString("e1-e4");
        assertThat(capture).hasToString("e3xe4(e6,i9)");
        assertThat(connect).hasToString("a4-a6(*)");
    }

    @Test
    @DisplayName("Rotation example")
    void rotation() {
        Rotation r = Rotation.of(Field.E1, -1, Field.B3, Field.A2);   // e1<(a2,b3)
        assertThat(r).hasToString("e1<(a2,b3)");
        assertThat(r.cost()).isEqualTo(2);
    }

    @Test
    @DisplayName("Ruleset example")
    void ruleset() {
        Ruleset preEleven = Ruleset.STANDARD.withMeetingThreshold(0);  // the rules before 2011
        Ruleset quick = Ruleset.STANDARD.withTarget(20);
        assertThat(preEleven.meetingThreshold()).isZero();
        assertThat(quick.target(2)).isEqualTo(20);
        assertThat(Ruleset.STANDARD.target(3)).isEqualTo(28);
        assertThat(Ruleset.parse("abstractplay")).isEqualTo(Ruleset.ABSTRACT_PLAY);
    }

    @Test
    @DisplayName("MeetingThresholdTiming example")
    void meetingThresholdTiming() {
        assertThat(Ruleset.STANDARD.meetingThresholdTiming()).isEqualTo(MeetingThresholdTiming.AFTER_ALL_EFFECTS);
        assertThat(Ruleset.ABSTRACT_PLAY.meetingThresholdTiming()).isEqualTo(MeetingThresholdTiming.AFTER_CAPTURE);
    }

    @Test
    @DisplayName("Outcome example")
    void outcome() {
        Outcome o = new Outcome(Player.A, WinReason.TARGET_REACHED);
        assertThat(o.toString()).isEqualTo("A TARGET_REACHED");
    }

    @Test
    @DisplayName("WinReason example")
    void winReason() {
        WinReason r = WinReason.TARGET_REACHED;
        assertThat(r.rule()).isSameAs(Rule.of("R8.3"));
        assertThat(r.clause()).isEqualTo("a");
        assertThat(r.citation()).isEqualTo("R8.3a");
    }

    @Test
    @DisplayName("Position.toString example")
    void positionToString() {
        assertThat(Position.initial(2).toString()).isEqualTo("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
    }

    @Test
    @DisplayName("PartialAction example")
    void partialAction() {
        PartialAction p = PartialAction.of(Move.of(Field.E1, Field.E4));
        assertThat(p.steps()).hasToString("[e1, -e4]");
        assertThat(p.chevron()).hasToString("Optional[e1]");
        assertThat(p.toString()).isEqualTo("e1-e4");
    }

    @Test
    @DisplayName("Step examples")
    void step() {
        PartialAction p = PartialAction.empty()
                .then(new Step.Select(Field.E3))
                .then(new Step.Destination(Field.E4, true))
                .then(Step.Pick.crossing(Field.E6));
        assertThat(p.toString()).isEqualTo("e3xe4(e6)");
        assertThat(p.steps().get(2).kind()).isEqualTo(StepKind.CROSSING_FIELD);
        assertThat(p.steps().get(2).ruleId()).isEqualTo("R4.4");
        assertThat(Step.Pick.connection().toString()).isEqualTo("*");
        assertThat(Step.Pick.bonus(Field.I9).kind()).isEqualTo(StepKind.BONUS_FIELD);
        assertThat(new Step.Destination(Field.E4, false).kind()).isEqualTo(StepKind.DESTINATION);
        assertThat(StepKind.DESTINATION.ruleId()).isEqualTo("R3.1");
        assertThat(new Step.Select(Field.E3).toString()).isEqualTo("e3");
        assertThat(new Step.Destination(Field.E4, true).toString()).isEqualTo("xe4");
        assertThat(new Step.Turn(org.pacru.action.Turn.ANTICLOCKWISE_90).toString()).isEqualTo("<<");
        assertThat(new Step.Relinquish(Field.A7).toString()).isEqualTo("a7");
    }

    @Test
    @DisplayName("Message example")
    void message() {
        org.pacru.rules.Message m = org.pacru.rules.Message.of("event.eliminated", "player", Player.B, "rule", "R8.1");
        assertThat(m.text()).startsWith("B has no legal move and is eliminated: ");
        assertThat(m.text(java.util.Locale.forLanguageTag("es"))).startsWith("B no tiene ningún movimiento legal y queda eliminado: ");
    }

    @Test
    @DisplayName("Event example")
    void event() {
        org.pacru.rules.Event e = new org.pacru.rules.Event.MarkerClaimed(Field.E6, Player.A,
                org.pacru.rules.Event.Cause.BORDER_CROSSING);
        assertThat(e.text()).isEqualTo("A claims e6 (border crossing, R4.4)");
        assertThat(e.text(java.util.Locale.forLanguageTag("es"))).isEqualTo("A marca e6 (cruce de frontera, R4.4)");
    }
}
