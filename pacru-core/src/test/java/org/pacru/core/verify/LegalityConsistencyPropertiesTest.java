package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.ReferenceNotation;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Violation;

/**
 * Generation and validation agree (Rules: "an action is legal exactly when it is among the
 * generated ones"): every generated action passes {@code isLegal}/{@code check} and applies; every
 * from–to pair (plain and capture), every single choice and sampled pairs of choices that are not
 * generated are rejected with a violation; no duplicates; the rotation stream has exactly
 * {@code countRotations} elements where that is small.
 */
class LegalityConsistencyPropertiesTest {

    private static final long ROTATION_STREAM_LIMIT = 50_000;

    @Provide
    Arbitrary<Ruleset> rulesets() {
        return Arbitraries.of(RandomGames.RULESETS);
    }

    /** Games of up to 120 plies, shrinking to shorter ones. */
    @Provide
    Arbitrary<ScriptedGame> games() {
        return ScriptedGame.games(120);
    }

    @Property(tries = 12)
    @Label("generated actions are exactly the legal ones, on positions sampled from random games")
    void generationAndValidationAgree(@ForAll("games") ScriptedGame game, @ForAll @IntRange(min = 2, max = 4) int players,
                                      @ForAll("rulesets") Ruleset ruleset) {
        Rules rules = PacruRules.of(ruleset);
        Random setup = game.setup();
        Position p = RandomGames.start(rules, players, setup);
        double greedy = RandomGames.greediness(setup);
        List<Random> sources = game.plies();
        int plies = sources.size();
        for (int ply = 0; ply < plies; ply++) {
            Random rnd = sources.get(ply);
            if (ply % 15 == 0 || ply == plies - 1) {
                checkPosition(rules, p, rnd);
            }
            Action a = RandomGames.randomAction(rules, p, rnd, 0.05, greedy);
            if (a == null) {
                break;
            }
            var t = rules.apply(p, a);
            if (t.outcome().isPresent()) {
                checkPosition(rules, t.after(), rnd);
                break;
            }
            p = t.after();
        }
    }

    @Property(tries = 40)
    @Label("generated actions are exactly the legal ones, on random dense positions")
    void generationAndValidationAgreeOnRandomPositions(@ForAll long seed, @ForAll("rulesets") Ruleset ruleset) {
        Random rnd = new Random(seed);
        Position p = RandomPositions.random(rnd);
        net.jqwik.api.Assume.that(RandomPositions.atMostOneAtTarget(p, ruleset));
        checkPosition(PacruRules.of(ruleset), p, rnd);
    }

    static void checkPosition(Rules rules, Position p, Random rnd) {
        String where = ReferenceNotation.format(p) + " [" + rules.ruleset() + "]";
        List<Move> moves = rules.legalMoves(p);
        Set<Move> legal = new HashSet<>(moves);
        assertThat(legal).as("no duplicate moves in %s", where).hasSize(moves.size());
        List<Move> bases = rules.baseMoves(p);
        assertThat(new HashSet<>(bases)).as("no duplicate base moves in %s", where).hasSize(bases.size());
        assertThat(bases).allMatch(b -> b.choices().isEmpty());
        // legalMoves = the completions of the base moves; canonical (string) order.
        List<Move> expanded = bases.stream().flatMap(b -> rules.completions(p, b).stream())
                .sorted(java.util.Comparator.comparing(Move::toString)).collect(Collectors.toList());
        assertThat(moves).as("legal moves of %s are the completions of its base moves", where)
                .containsExactlyElementsOf(expanded);
        assertThat(moves.stream().map(Move::toString).collect(Collectors.toList())).isSorted();
        assertThat(moves.stream().map(Move::base).collect(Collectors.toSet())).isEqualTo(new HashSet<>(bases));
        assertThat(rules.countLegalActions(p)).isEqualTo(moves.size() + rules.countRotations(p));
        for (Move m : moves) {
            assertThat(rules.isLegal(p, m)).as("%s is generated in %s", m, where).isTrue();
            assertThat(rules.check(p, m)).as("%s is generated in %s", m, where).isEmpty();
        }
        for (Move m : sample(moves, 25, rnd)) {
            rules.apply(p, m);
        }
        // Every from-to pair, plain and capture, without choices.
        for (Field from : Field.values()) {
            for (Field to : Field.values()) {
                if (from == to) {
                    continue;
                }
                for (Move base : List.of(Move.of(from, to), Move.capture(from, to))) {
                    boolean isLegal = legal.contains(base);
                    assertAgrees(rules, p, base, isLegal, where);
                    if (!bases.contains(base)) {
                        assertThat(rules.completions(p, base)).as("completions of illegal %s", base).isEmpty();
                    }
                }
            }
        }
        // Every single choice and sampled pairs, for every base move.
        List<Choice> all = new ArrayList<>();
        all.add(Choice.connection());
        for (Field f : Field.values()) {
            all.add(Choice.of(f));
        }
        for (Move base : bases) {
            for (Choice c : all) {
                Move m = base.withChoices(c);
                assertAgrees(rules, p, m, legal.contains(m), where);
            }
            for (int i = 0; i < 40; i++) {
                Choice first = all.get(rnd.nextInt(all.size()));
                Field second = Field.ofIndex(rnd.nextInt(Field.COUNT));
                Move m = base.withChoices(first, Choice.of(second));
                assertAgrees(rules, p, m, legal.contains(m), where);
            }
            // A legal move with a choice more than it needs is rejected (R9.2).
            for (Move m : rules.completions(p, base)) {
                if (m.choices().size() < 2) {
                    List<Choice> more = new ArrayList<>(m.choices());
                    more.add(Choice.of(Field.ofIndex(rnd.nextInt(Field.COUNT))));
                    Move extra = base.withChoices(more);
                    assertAgrees(rules, p, extra, legal.contains(extra), where);
                }
            }
        }
        checkRotations(rules, p, rnd, where);
    }

    static void checkRotations(Rules rules, Position p, Random rnd, String where) {
        long count = rules.countRotations(p);
        if (count <= ROTATION_STREAM_LIMIT) {
            List<Rotation> rotations = rules.legalRotations(p).collect(Collectors.toList());
            assertThat(rotations).as("rotation stream of %s", where).hasSize((int) count);
            assertThat(new HashSet<>(rotations)).hasSize(rotations.size());
            assertThat(rotations.stream().map(Rotation::toString).collect(Collectors.toList())).isSorted();
            for (Rotation r : sample(rotations, 30, rnd)) {
                assertAgrees(rules, p, r, true, where);
            }
        }
        // Random rotations: legal exactly when they follow R7.1/R7.2 (checked directly here).
        Player m = p.toMove();
        boolean canMove = !rules.baseMoves(p).isEmpty();
        for (int i = 0; i < 60; i++) {
            Field field = Field.ofIndex(rnd.nextInt(Field.COUNT));
            if (rnd.nextBoolean() && !p.chevronFields(m).isEmpty()) {
                field = p.chevronFields(m).get(rnd.nextInt(p.chevronFields(m).size()));
            }
            int steps = new int[] {-2, -1, 1, 2}[rnd.nextInt(4)];
            int n = rnd.nextInt(10) < 8 ? 2 * Math.abs(steps) : rnd.nextInt(6);
            List<Field> fields = new ArrayList<>();
            List<Field> own = new ArrayList<>();
            for (Field f : Field.values()) {
                if (p.markerAt(f).orElse(null) == m && !p.isOccupied(f)) {
                    own.add(f);
                }
            }
            for (int k = 0; k < n; k++) {
                fields.add(rnd.nextInt(10) < 8 && !own.isEmpty() ? own.get(rnd.nextInt(own.size()))
                        : Field.ofIndex(rnd.nextInt(Field.COUNT)));
            }
            Rotation r = new Rotation(field, steps, fields);
            boolean legal = canMove
                    && p.chevronAt(field).map(c -> c.owner() == m).orElse(false)
                    && fields.size() == r.cost()
                    && new HashSet<>(fields).size() == fields.size()
                    && own.containsAll(fields);
            assertAgrees(rules, p, r, legal, where);
        }
    }

    static void assertAgrees(Rules rules, Position p, Action a, boolean legal, String where) {
        Optional<Violation> v = rules.check(p, a);
        assertThat(rules.isLegal(p, a)).as("isLegal(%s) in %s", a, where).isEqualTo(legal);
        assertThat(v.isEmpty()).as("check(%s) in %s: %s", a, where, v).isEqualTo(legal);
        if (!legal) {
            assertThat(v.get().message()).as("violation message names the rule").startsWith(v.get().rule().id());
            if ((a.hashCode() & 15) == 0) {
                assertThatThrownBy(() -> rules.apply(p, a)).isInstanceOf(IllegalActionException.class);
            }
        }
    }

    static <T> List<T> sample(List<T> list, int n, Random rnd) {
        if (list.size() <= n) {
            return list;
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(list.get(rnd.nextInt(list.size())));
        }
        return out;
    }
}
