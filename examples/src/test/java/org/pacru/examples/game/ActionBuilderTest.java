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
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.RandomPlayer;
import org.pacru.game.ActionBuilder;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
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
                        if (t instanceof Step.Turn) {
                            offeredTurns.add(s + "/" + ((Step.Turn) t).steps());
                            for (Step f : start.then(s).then(t).nextSteps()) {
                                offeredFields.add(((Step.Relinquish) f).field());
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
                .then(new Step.Destination(Field.E4, true)).then(new Step.Pick(Choice.of(Field.E6)));
        assertThat(p).hasToString("e3xe4(e6)");
        assertThat(p.baseMove()).contains(Move.capture(Field.E3, Field.E4));
        assertThat(PartialAction.of(Rotation.of(Field.D9, 2, Field.C4, Field.A7, Field.B5, Field.B7)))
                .hasToString("d9>>(a7,b5,b7,c4)");
        assertThatThrownBy(() -> PartialAction.empty().then(new Step.Turn(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("R9");
        assertThatThrownBy(() -> p.then(new Step.Relinquish(Field.A1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Step.Turn(3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("R7.2");
        PartialAction tour = PartialAction.of(Move.of(Field.E1, Field.E4));
        assertThat(tour.steps()).extracting(Object::toString).containsExactly("e1", "-e4");
        assertThat(tour.chevron()).contains(Field.E1);
        assertThat(tour).hasToString("e1-e4");
        assertThat(new Step.Select(Field.E3)).hasToString("e3");
        assertThat(new Step.Destination(Field.E4, true)).hasToString("xe4");
        assertThat(new Step.Pick(Choice.connection())).hasToString("*");
        assertThat(new Step.Turn(-2)).hasToString("<<");
        assertThat(new Step.Relinquish(Field.A7)).hasToString("a7");
        assertThatThrownBy(() -> PartialAction.empty().then(new Step.Select(Field.E1))
                .then(new Step.Destination(Field.E1, false))).isInstanceOf(IllegalArgumentException.class);
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

    private static void walk(Rules rules, Position p, PartialAction full) {
        ActionBuilder b = ActionBuilder.start(rules, p);
        for (Step s : full.steps()) {
            assertThat(b.isViable()).as("%s viable in %s", b.partial(), p).isTrue();
            assertThat(b.nextSteps()).as("after '%s' towards %s in %s", b.partial(), full, p).contains(s);
            b = b.then(s);
        }
        assertThat(b.isComplete()).as("%s complete in %s", full, p).isTrue();
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
        if (last instanceof Step.Destination) {
            return f == prefix.chevron().orElseThrow() ? prefix
                    : prefix.then(new Step.Destination(f, ((Step.Destination) last).capture()));
        }
        return prefix.then(new Step.Pick(Choice.of(f)));
    }

    private static PartialAction randomPartial(SplittableRandom r) {
        Field[] fields = Field.values();
        PartialAction p = PartialAction.empty().then(new Step.Select(fields[r.nextInt(81)]));
        Field to = fields[r.nextInt(81)];
        if (to == ((Step.Select) p.steps().get(0)).field()) {
            return p;
        }
        if (r.nextInt(4) == 0) {
            return p;
        }
        if (r.nextInt(8) == 0) {
            return p.then(new Step.Turn(1));
        }
        p = p.then(new Step.Destination(to, r.nextInt(6) == 0));
        int picks = r.nextInt(3);
        for (int i = 0; i < picks; i++) {
            p = p.then(new Step.Pick(i == 0 && r.nextInt(5) == 0 ? Choice.connection()
                    : Choice.of(fields[r.nextInt(81)])));
        }
        return p;
    }
}
