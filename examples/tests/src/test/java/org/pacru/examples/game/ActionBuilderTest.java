package org.pacru.examples.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.RandomPlayer;
import org.pacru.game.ActionBuilder;
import org.pacru.game.PartialAction;
import org.pacru.game.StepKind;
import org.pacru.game.Step;
import org.pacru.rules.Event;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The step-by-step builder offers exactly the prefixes of the legal actions: walking every legal
 * move of many random positions step by step, every prefix is offered; exploring everything it
 * offers reaches exactly the legal moves; and no illegal prefix is viable.
 */
class ActionBuilderTest {

    /** Positions from random games: 2, 3 and 4 players, both rulesets, sampled along each game. */
    static List<Position> randomPositions(Rules rules, int games, long seed) {
        List<Position> list = new ArrayList<>();
        RandomPlayer policy = RandomPlayer.of(rules.ruleset(), 0.1);
        SplittableRandom random = new SplittableRandom(seed);
        for (int g = 0; g < games; g++) {
            Position p = Position.initial(2 + g % 3);
            int ply = 0;
            while (rules.outcome(p).isEmpty()) {
                if (ply % 7 == g % 7) {
                    list.add(p);
                }
                p = rules.apply(p, policy.choose(p, random)).after();
                ply++;
            }
            list.add(p);
        }
        return list;
    }

    @Test
    @DisplayName("every legal move of random positions is offered step by step, and nothing else is")
    void movesAreOfferedExactly() {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            Rules rules = PacruRules.of(ruleset);
            for (Position p : randomPositions(rules, 6, 11)) {
                Set<String> legal = rules.legalMoves(p).stream().map(Move::toString).collect(Collectors.toSet());
                for (String m : legal) {
                    walk(rules, p, PartialAction.of(parseMove(rules, p, m)));
                }
                if (rules.outcome(p).isPresent()) {
                    assertThat(ActionBuilder.start(rules, p).isViable()).as("game over: %s", p).isFalse();
                    assertThat(ActionBuilder.start(rules, p).nextSteps()).isEmpty();
                    continue;
                }
                Set<String> reached = new TreeSet<>();
                explore(rules, ActionBuilder.start(rules, p), reached);
                assertThat(reached).as("moves reached through nextSteps in %s", p).isEqualTo(new TreeSet<>(legal));
            }
        }
    }

    @Test
    @DisplayName("R7: legal rotations are offered step by step: turns, and exactly the relinquishable fields")
    void rotationsAreOffered() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        SplittableRandom random = new SplittableRandom(5);
        int checked = 0;
        for (Position p : randomPositions(rules, 6, 23)) {
            long count = rules.countRotations(p);
            if (count == 0) {
                for (Step s : ActionBuilder.start(rules, p).nextSteps()) {
                    assertThat(ActionBuilder.start(rules, p).then(s).nextSteps()).noneMatch(t -> t instanceof Step.Turn);
                }
                continue;
            }
            for (int i = 0; i < 5; i++) {
                Rotation r = PacruRules.of(rules.ruleset()).randomRotation(p, random);
                assertThat(rules.isLegal(p, r)).as("%s in %s", r, p).isTrue();
                walk(rules, p, PartialAction.of(r));
                checked++;
            }
            if (count <= 30_000) {
                Set<String> turns = new HashSet<>();
                Set<Field> relinquishable = new HashSet<>();
                rules.legalRotations(p).forEach(r -> {
                    turns.add(r.field() + "/" + r.steps());
                    relinquishable.addAll(r.relinquished());
                });
                Set<String> offeredTurns = new HashSet<>();
                Set<Field> offeredFields = new HashSet<>();
                ActionBuilder start = ActionBuilder.start(rules, p);
                for (Step s : start.nextSteps()) {
                    for (Step t : start.then(s).nextSteps()) {
                        if (t instanceof Step.Turn turnStep) {
                            offeredTurns.add(s + "/" + turnStep.turn().steps());
                            for (Step f : start.then(s).then(t).nextSteps()) {
                                offeredFields.add(((Step.Relinquish) f).marker());
                            }
                        }
                    }
                }
                assertThat(offeredTurns).as("turns in %s", p).isEqualTo(turns);
                assertThat(offeredFields).as("relinquishable fields in %s", p).isEqualTo(relinquishable);
            }
        }
        assertThat(checked).as("rotations walked").isGreaterThan(10);
    }

    @Test
    @DisplayName("no illegal prefix is viable: random steps are viable only if a legal action starts with them")
    void illegalPrefixesAreNotViable() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        SplittableRandom random = new SplittableRandom(99);
        for (Position p : randomPositions(rules, 3, 41)) {
            List<Action> moves = new ArrayList<>(rules.legalMoves(p));
            for (int i = 0; i < 200; i++) {
                PartialAction partial = i % 2 == 0 || moves.isEmpty() ? randomPartial(random)
                        : mutated(PartialAction.of(moves.get(random.nextInt(moves.size()))), random);
                ActionBuilder b = ActionBuilder.of(rules, p, partial);
                boolean prefixOfLegalMove = moves.stream().anyMatch(m -> isPrefix(partial, PartialAction.of(m)));
                if (partial.isRotation()) {
                    continue;
                }
                if (partial.size() >= 2) {
                    assertThat(b.isViable()).as("%s in %s", partial, p).isEqualTo(prefixOfLegalMove);
                }
                assertThat(b.isComplete()).as("%s complete in %s", partial, p)
                        .isEqualTo(partial.size() >= 2 && moves.contains(partial.baseMove().orElseThrow()
                                .withChoices(partial.choices())));
            }
        }
    }

    @Test
    @DisplayName("R7.1: a rotation naming a field twice, an occupied field or an opposing marker is not viable")
    void badRelinquishedFieldsAreNotViable() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        for (Position p : randomPositions(rules, 3, 7)) {
            if (rules.countRotations(p) == 0) {
                continue;
            }
            Rotation r = PacruRules.of(rules.ruleset()).randomRotation(p, new SplittableRandom(1));
            PartialAction turn = PartialAction.of(r).prefix(2);
            Field f = r.relinquished().get(0);
            assertThat(ActionBuilder.of(rules, p, turn.then(new Step.Relinquish(f))).isViable()).isTrue();
            assertThat(ActionBuilder.of(rules, p, turn.then(new Step.Relinquish(f)).then(new Step.Relinquish(f)))
                    .isViable()).as("repeated %s", f).isFalse();
            Field occupied = p.chevronFields(p.toMove()).get(0);
            assertThat(ActionBuilder.of(rules, p, turn.then(new Step.Relinquish(occupied))).isViable())
                    .as("occupied %s", occupied).isFalse();
        }
    }

    @Test
    @DisplayName("a partial action keeps the shape of R9: chevron, then destination and choices or turn and fields")
    void partialActionShape() {
        PartialAction p = PartialAction.empty().then(new Step.Select(Field.E3))
                .then(new Step.Destination(Field.E4, true)).then(Step.Pick.crossing(Field.E6));
        assertThat(p).hasToString("e3xe4(e6)");
        assertThat(p.baseMove()).contains(Move.capture(Field.E3, Field.E4));
        assertThat(PartialAction.of(Rotation.of(Field.D9, 2, Field.C4, Field.A7, Field.B5, Field.B7)))
                .hasToString("d9>>(a7,b5,b7,c4)");
        assertThatThrownBy(() -> PartialAction.empty().then(new Step.Turn(Turn.CLOCKWISE_45)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("R9");
        assertThatThrownBy(() -> p.then(new Step.Relinquish(Field.A1))).isInstanceOf(IllegalArgumentException.class);
        PartialAction tour = PartialAction.of(Move.of(Field.E1, Field.E4));
        assertThat(tour.steps()).extracting(Object::toString).containsExactly("e1", "-e4");
        assertThat(tour.chevron()).contains(Field.E1);
        assertThat(tour).hasToString("e1-e4");
        assertThat(new Step.Select(Field.E3)).hasToString("e3");
        assertThat(new Step.Destination(Field.E4, true)).hasToString("xe4");
        assertThat(Step.Pick.connection()).hasToString("*");
        assertThat(new Step.Turn(Turn.ANTICLOCKWISE_90)).hasToString("<<");
        assertThat(new Step.Relinquish(Field.A7)).hasToString("a7");
        assertThatThrownBy(() -> PartialAction.empty().then(new Step.Select(Field.E1))
                .then(new Step.Destination(Field.E1, false))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("R7.1 R9.3: a rotation naming more fields than its turn costs is representable and not viable")
    void r7_1_tooManyRelinquishedFieldsAreNotViable() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Rotation r = Rotation.of(Field.E1, Turn.CLOCKWISE_45, Field.A1, Field.A2, Field.A3);
        PartialAction partial = PartialAction.of(r);
        assertThat(partial).hasToString("e1>(a1,a2,a3)");
        ActionBuilder b = ActionBuilder.of(rules, Position.initial(2), partial);
        assertThat(b.isViable()).isFalse();
        assertThat(b.isComplete()).isFalse();
        assertThat(b.nextSteps()).isEmpty();
        assertThat(b.back().back().back().partial()).hasToString("e1>");
    }

    @Test
    @DisplayName("a prefix longer than the steps is refused with a message, not an index error")
    void prefixOutOfRange() {
        assertThatThrownBy(() -> PartialAction.empty().prefix(1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 to 0 steps, not 1");
        assertThatThrownBy(() -> PartialAction.of(Move.of(Field.E1, Field.E2)).prefix(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not -1");
    }

    @Test
    @DisplayName("R2.1 R3.1 R7.2: each next step says what it supplies, the field it names and its rule; turns in Turn order")
    void stepsDescribeThemselves() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        ActionBuilder start = ActionBuilder.start(rules, Position.initial(2));
        assertThat(start.nextSteps()).allSatisfy(s -> {
            assertThat(s.kind()).isEqualTo(StepKind.CHEVRON);
            assertThat(s.ruleId()).isEqualTo("R2.1");
        });
        assertThat(start.nextSteps()).extracting(s -> s.field().orElseThrow())
                .containsExactly(Field.A3, Field.E1, Field.I3, Field.I9);
        ActionBuilder a3 = start.then(new Step.Select(Field.A3));
        assertThat(a3.nextSteps()).extracting(Step::kind).containsOnly(StepKind.DESTINATION);
        assertThat(a3.nextSteps()).extracting(Step::ruleId).containsOnly("R3.1");
        List<Step> crossing = a3.then(new Step.Destination(Field.B4, false)).nextSteps();
        assertThat(crossing).extracting(Step::kind).containsOnly(StepKind.CROSSING_FIELD);
        assertThat(crossing).extracting(Step::ruleId).containsOnly("R4.4");
        assertThat(crossing.get(0).field()).contains(Field.A4);

        // A position where A may turn: a rotation from a random game with markers to spare.
        for (Position p : randomPositions(rules, 3, 23)) {
            for (Step chevron : ActionBuilder.start(rules, p).nextSteps()) {
                List<Turn> turns = new ArrayList<>();
                ActionBuilder selected = ActionBuilder.start(rules, p).then(chevron);
                for (Step s : selected.nextSteps()) {
                    if (s.kind() == StepKind.TURN) {
                        assertThat(s.field()).isEmpty();
                        assertThat(s.ruleId()).isEqualTo("R7.2");
                        turns.add(((Step.Turn) s).turn());
                        assertThat(selected.then(s).nextSteps()).allSatisfy(f -> {
                            assertThat(f.kind()).isEqualTo(StepKind.RELINQUISHED_MARKER);
                            assertThat(f.ruleId()).isEqualTo("R7.1");
                            assertThat(f.field()).isPresent();
                        });
                    }
                }
                List<Turn> sorted = new ArrayList<>(turns);
                sorted.sort(null);
                assertThat(turns).as("turns offered in Turn.values() order").isEqualTo(sorted);
            }
        }
    }

    @Test
    @DisplayName("R4.3 R4.4 R6.2: a pick made with the wrong kind takes the kind the rules give it")
    void picksTakeTheRulesKind() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        ActionBuilder b = ActionBuilder.start(rules, Position.initial(2)).then(new Step.Select(Field.A3))
                .then(new Step.Destination(Field.B4, false)).then(Step.Pick.bonus(Field.C6));
        assertThat(b.partial().steps().get(2)).isEqualTo(Step.Pick.crossing(Field.C6));
        assertThat(b.action()).map(Object::toString).contains("a3-b4(c6)");
        assertThatThrownBy(() -> new Step.Pick(Choice.connection(), StepKind.BONUS_FIELD))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("R9.2");
        assertThatThrownBy(() -> new Step.Pick(Choice.of(Field.A1), StepKind.TURN))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("the org.pacru.game package example: the first crossing field offered, and the move it completes")
    void packageExample() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        ActionBuilder b = ActionBuilder.start(rules, Position.initial(2));
        b = b.then(new Step.Select(Field.A3)).then(new Step.Destination(Field.B4, false));
        Step next = b.nextSteps().get(0);
        assertThat(next).hasToString("a4");
        assertThat(next.kind()).isEqualTo(StepKind.CROSSING_FIELD);
        assertThat(next.ruleId()).isEqualTo("R4.4");
        assertThat(b.then(next).action()).map(Object::toString).contains("a3-b4(a4)");
    }

    @Test
    @DisplayName("the Javadoc example of ActionBuilder: the start position of 2 players")
    void javadocExample() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        ActionBuilder b = ActionBuilder.start(rules, Position.initial(2));
        assertThat(b.nextSteps()).extracting(Object::toString).containsExactly("a3", "e1", "i3", "i9");
        b = b.then(new Step.Select(Field.E1));
        assertThat(b.nextSteps()).extracting(Object::toString).containsExactly("-d2", "-e2", "-f2");
        b = b.then(new Step.Destination(Field.E2, false));
        assertThat(b.isComplete()).isTrue();
        assertThat(b.action()).contains(Move.of(Field.E1, Field.E2));
        assertThat(b.back().back().partial()).isEqualTo(PartialAction.empty());
    }

    /**
     * A two-player position with A to move, from a list such as {@code "e4:AN e5:a e6:aAS"}: per
     * field, an optional marker (a lower-case player letter) and an optional chevron (an upper-case
     * player letter and its direction).
     */
    private static Position board(String fields) {
        Position.Builder b = Position.builder(2);
        for (String item : fields.split(" ")) {
            Field f = Field.parse(item.substring(0, item.indexOf(':')));
            String spec = item.substring(item.indexOf(':') + 1);
            if (!spec.isEmpty() && Character.isLowerCase(spec.charAt(0))) {
                b.marker(f, Player.parse(spec.substring(0, 1)));
                spec = spec.substring(1);
            }
            if (!spec.isEmpty()) {
                b.chevron(f, new Chevron(Player.parse(spec.substring(0, 1)), Direction.valueOf(spec.substring(1))));
            }
        }
        return b.toMove(Player.A).build();
    }

    @Test
    @DisplayName("R4.3 R4.4 R6.2 R9.2: moves that meet are offered step by step, each pick with its kind: the bonus alone, after a crossing field, after the connection")
    void meetingMovesAreOfferedWithTheirKinds() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Set<String> shapes = new TreeSet<>();
        for (String fields : List.of(
                // e4-e5 meets e6 within one borderland: the bonus field is the only choice (R6.2)
                "e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b",
                // e3-e4 crosses into the centre and meets e5: the crossing field, then the bonus
                "e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b",
                // e3-e5 (range 2: d1 and e3 are A's) from own marker to own marker over e4 crosses and
                // connects (R4.3), then meets e6
                "d1:a e3:aAN e5:a e6:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b")) {
            Position p = board(fields);
            for (Move m : rules.legalMoves(p)) {
                walk(rules, p, PartialAction.of(m));
                PartialAction full = ActionBuilder.of(rules, p, PartialAction.of(m)).partial();
                shapes.add(full.steps().subList(2, full.size()).stream().map(s -> s.kind().name())
                        .collect(Collectors.joining(" ")));
            }
        }
        assertThat(shapes).contains("BONUS_FIELD", "CROSSING_FIELD BONUS_FIELD", "CONNECTION BONUS_FIELD");
    }

    @Test
    @DisplayName("R3.1 R5.2: the destinations of a selected chevron are offered by field name, a capture among the plain moves")
    void destinationsAreOfferedByFieldName() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        // e4 (facing N) and d4 (facing NE) both attack B's chevron on e5: e4 may capture it (R5.2)
        Position p = board("e4:AN d4:ANE e5:BS a9:BS");
        assertThat(rules.baseMoves(p)).extracting(Object::toString).containsSubsequence("e4-d5", "e4-f5", "e4xe5");
        ActionBuilder selected = ActionBuilder.start(rules, p).then(new Step.Select(Field.E4));
        assertThat(selected.nextSteps()).extracting(Object::toString).containsExactly("-d5", "xe5", "-f5");
        for (Position q : randomPositions(rules, 6, 31)) {
            ActionBuilder start = ActionBuilder.start(rules, q);
            for (Step select : start.nextSteps()) {
                assertThat(start.then(select).nextSteps().stream().filter(s -> s instanceof Step.Destination)
                        .map(s -> s.field().orElseThrow().toString()).collect(Collectors.toList())).isSorted();
            }
        }
    }

    @Test
    @DisplayName("R2.1 R8.3: only a chevron of the player to move with a legal move or turn can be selected, and none once the game is over")
    void onlyAMovableChevronOfTheMoverIsViable() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Position start = Position.initial(2);
        for (Field f : Field.values()) {
            boolean movable = rules.legalMoves(start).stream().anyMatch(m -> m.from() == f)
                    || rules.legalRotations(start).anyMatch(r -> r.field() == f);
            assertThat(ActionBuilder.of(rules, start, PartialAction.empty().then(new Step.Select(f))).isViable())
                    .as("select %s", f).isEqualTo(movable);
        }
        // B has no chevron (R8.2), so A has won (R8.3b); A's chevron could still step north
        Position over = board("e5:aAN e6:a a1:b");
        assertThat(rules.outcome(over)).isPresent();
        ActionBuilder selected = ActionBuilder.of(rules, over, PartialAction.empty().then(new Step.Select(Field.E5)));
        assertThat(selected.isViable()).isFalse();
        assertThat(selected.nextSteps()).isEmpty();
        assertThat(ActionBuilder.start(rules, over).nextSteps()).isEmpty();
    }

    @Test
    @DisplayName("R7.1: a rotation with fewer relinquished fields than its turn costs is viable but not complete")
    void aRotationShortOfItsCostIsNotComplete() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        for (Position p : randomPositions(rules, 3, 17)) {
            if (rules.countRotations(p) == 0) {
                continue;
            }
            Rotation r = PacruRules.of(rules.ruleset()).randomRotation(p, new SplittableRandom(3));
            PartialAction full = PartialAction.of(r);
            ActionBuilder shortOfOne = ActionBuilder.of(rules, p, full.prefix(full.size() - 1));
            assertThat(shortOfOne.isViable()).isTrue();
            assertThat(shortOfOne.isComplete()).as("%s in %s", shortOfOne.partial(), p).isFalse();
            assertThat(shortOfOne.action()).isEmpty();
            assertThat(ActionBuilder.of(rules, p, full).action()).contains(r);
            assertThat(ActionBuilder.of(rules, p, full).isViable()).as("the full rotation is viable").isTrue();
        }
    }

    @Test
    @DisplayName("R7.2: a turn the mover cannot pay for is not offered, not viable and has no next steps, with or without fields named")
    void r7_2_anUnaffordableTurnIsNotViable() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        // A has two markers on unoccupied fields: a turn by 45° (cost 2) is affordable, by 90° (cost 4) not.
        Position p = board("e1:AN a1:a a2:a i9:BS");
        ActionBuilder chevron = ActionBuilder.start(rules, p).then(new Step.Select(Field.E1));
        assertThat(chevron.nextSteps()).filteredOn(s -> s instanceof Step.Turn).extracting(Object::toString)
                .containsExactly("<", ">");
        ActionBuilder affordable = chevron.then(new Step.Turn(Turn.CLOCKWISE_45));
        assertThat(affordable.isViable()).isTrue();
        assertThat(affordable.nextSteps()).extracting(Object::toString).containsExactly("a1", "a2");
        for (Turn turn : List.of(Turn.CLOCKWISE_90, Turn.ANTICLOCKWISE_90)) {
            ActionBuilder unaffordable = chevron.then(new Step.Turn(turn));
            assertThat(unaffordable.isViable()).as("%s", turn).isFalse();
            assertThat(unaffordable.nextSteps()).isEmpty();
            ActionBuilder oneNamed = unaffordable.then(new Step.Relinquish(Field.A1));
            assertThat(oneNamed.isViable()).as("%s(a1)", turn).isFalse();
            assertThat(oneNamed.nextSteps()).isEmpty();
        }
    }

    @Test
    @DisplayName("back() with no step taken is the same builder")
    void backWithoutStepsIsTheSameBuilder() {
        ActionBuilder start = ActionBuilder.start(PacruRules.of(Ruleset.STANDARD), Position.initial(3));
        assertThat(start.back()).isSameAs(start);
        assertThat(start.back().partial()).isEqualTo(PartialAction.empty());
        assertThat(start).hasToString("ActionBuilder[]");
    }

    /**
     * Walks a legal action click by click: every step is offered (the picks with the kind the rules
     * give them, which the builder also gives a pick made from the move's shape), and the kinds of
     * the picks agree with the events the move causes (R4.4 crossing field, R4.3 connection, R6.2
     * bonus field).
     */
    private static void walk(Rules rules, Position p, PartialAction full) {
        ActionBuilder b = ActionBuilder.start(rules, p);
        for (Step s : full.steps()) {
            assertThat(b.isViable()).as("%s viable in %s", b.partial(), p).isTrue();
            List<Step> next = b.nextSteps();
            String before = b.partial().toString();
            Step offered = next.stream().filter(o -> o.getClass() == s.getClass() && o.toString().equals(s.toString()))
                    .findFirst().orElseThrow(() -> new AssertionError("after '" + before + "' towards " + full
                            + " in " + p + ": " + s + " not offered among " + next));
            assertThat(offered.ruleId()).isEqualTo(offered.kind().ruleId());
            assertThat(offered.field()).isEqualTo(s.field());
            if (!(s instanceof Step.Pick)) {
                assertThat(offered).isEqualTo(s);
            }
            ActionBuilder after = b.then(s);
            assertThat(after.partial().steps().get(after.partial().size() - 1)).as("kind the rules give %s", s)
                    .isEqualTo(offered);
            b = after;
        }
        assertThat(b.isComplete()).as("%s complete in %s", full, p).isTrue();
        if (b.partial().isMove()) {
            List<Event> events = rules.apply(p, b.action().orElseThrow()).events();
            for (Step s : b.partial().steps().subList(2, b.partial().size())) {
                switch (s.kind()) {
                    case CROSSING_FIELD -> {
                        assertThat(causeAt(events, s.field().orElseThrow())).as("%s of %s", s, full)
                                .contains(Event.Cause.BORDER_CROSSING);
                    }
                    case BONUS_FIELD -> {
                        assertThat(causeAt(events, s.field().orElseThrow())).as("%s of %s", s, full)
                                .contains(Event.Cause.MEETING_BONUS);
                    }
                    case CONNECTION -> {
                        assertThat(events).as("%s of %s", s, full).noneMatch(e -> e instanceof Event.MarkerClaimed claimed
                                && claimed.cause() == Event.Cause.BORDER_CROSSING);
                    }
                    default -> throw new AssertionError("a pick of kind " + s.kind());
                }
            }
        }
    }

    /** The causes of the markers placed on a field. */
    private static List<Event.Cause> causeAt(List<Event> events, Field field) {
        List<Event.Cause> causes = new ArrayList<>();
        for (Event e : events) {
            if (e instanceof Event.MarkerClaimed markerClaimed && markerClaimed.field() == field) {
                causes.add(markerClaimed.cause());
            } else if (e instanceof Event.MarkerConverted markerConverted && markerConverted.field() == field) {
                causes.add(markerConverted.cause());
            }
        }
        return causes;
    }

    private static void explore(Rules rules, ActionBuilder b, Set<String> reached) {
        assertThat(b.isViable()).as("offered %s", b.partial()).isTrue();
        if (b.isComplete()) {
            Action a = b.action().orElseThrow();
            assertThat(rules.isLegal(b.position(), a)).isTrue();
            reached.add(a.toString());
        }
        List<Step> next = b.nextSteps();
        if (!b.isComplete()) {
            assertThat(next).as("a viable incomplete action %s has a next step", b.partial()).isNotEmpty();
        }
        for (Step s : next) {
            if (!(s instanceof Step.Turn)) {
                explore(rules, b.then(s), reached);
            }
        }
    }

    private static Move parseMove(Rules rules, Position p, String text) {
        return rules.legalMoves(p).stream().filter(m -> m.toString().equals(text)).findFirst().orElseThrow();
    }

    private static boolean isPrefix(PartialAction prefix, PartialAction full) {
        return prefix.size() <= full.size() && full.steps().subList(0, prefix.size()).equals(prefix.steps());
    }

    /** A prefix of a legal move with its last step replaced by a random one of the same kind: mostly illegal. */
    private static PartialAction mutated(PartialAction full, SplittableRandom r) {
        int size = 2 + r.nextInt(full.size() - 1);
        PartialAction prefix = full.prefix(size - 1);
        Field f = Field.values()[r.nextInt(81)];
        Step last = full.steps().get(size - 1);
        if (last instanceof Step.Destination destination) {
            return f == prefix.chevron().orElseThrow() ? prefix
                    : prefix.then(new Step.Destination(f, destination.capture()));
        }
        return prefix.then(Choice.of(f));
    }

    private static PartialAction randomPartial(SplittableRandom r) {
        Field[] fields = Field.values();
        PartialAction p = PartialAction.empty().then(new Step.Select(fields[r.nextInt(81)]));
        Field to = fields[r.nextInt(81)];
        if (to == ((Step.Select) p.steps().get(0)).chevron()) {
            return p;
        }
        if (r.nextInt(4) == 0) {
            return p;
        }
        if (r.nextInt(8) == 0) {
            return p.then(new Step.Turn(Turn.CLOCKWISE_45));
        }
        p = p.then(new Step.Destination(to, r.nextInt(6) == 0));
        int picks = r.nextInt(3);
        for (int i = 0; i < picks; i++) {
            p = p.then(i == 0 && r.nextInt(5) == 0 ? Choice.connection() : Choice.of(fields[r.nextInt(81)]));
        }
        return p;
    }
}
