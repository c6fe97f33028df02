package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.MovementFact;
import org.pacru.rules.RotationFact;
import org.pacru.rules.Ruleset;
import org.pacru.rules.TurnFact;
import org.pacru.rules.Violation;
import org.pacru.rules.Violation.Reason;

/**
 * The explanation agrees with {@code Rules.check} and {@code Rules.apply} on every position of the
 * conformance vectors' {@code legal-*} files, for many actions each, legal or not: its verdict and
 * violation are check's, its result is apply's, every fact of a legal action allows it, and the
 * fact of the broken rule does not allow an action illegal by R2, R3, R5, R7 or R8; every fact is
 * cited by the rule it is tagged with, and a fact left unchecked stands behind a broken one.
 */
class ExplanationConsistencyTest {

    /** The fact that must disallow an action illegal for each reason; choice reasons (R4, R6, R9.2) have none. */
    private static final Map<Reason, Class<? extends Fact>> BREAKING_FACT = new EnumMap<>(Reason.class);

    static {
        BREAKING_FACT.put(Reason.GAME_OVER, TurnFact.GameOver.class);
        BREAKING_FACT.put(Reason.NO_LEGAL_MOVE, TurnFact.NoLegalMove.class);
        BREAKING_FACT.put(Reason.NOT_OWN_CHEVRON, TurnFact.StartField.class);
        BREAKING_FACT.put(Reason.WRONG_DIRECTION, MovementFact.Heading.class);
        BREAKING_FACT.put(Reason.OUT_OF_RANGE, MovementFact.Range.class);
        BREAKING_FACT.put(Reason.DESTINATION_OCCUPIED, MovementFact.Destination.class);
        BREAKING_FACT.put(Reason.DESTINATION_OPPOSING, MovementFact.Destination.class);
        BREAKING_FACT.put(Reason.PATH_BLOCKED, MovementFact.Path.class);
        BREAKING_FACT.put(Reason.NOTHING_TO_CAPTURE, MovementFact.CaptureTarget.class);
        BREAKING_FACT.put(Reason.CAPTURE_NOT_MARKED, MovementFact.CaptureTarget.class);
        BREAKING_FACT.put(Reason.SINGLE_ATTACKER, MovementFact.Attackers.class);
        BREAKING_FACT.put(Reason.ROTATION_NOT_OWN_CHEVRON, TurnFact.StartField.class);
        BREAKING_FACT.put(Reason.ROTATION_WRONG_COUNT, RotationFact.Relinquished.class);
        BREAKING_FACT.put(Reason.ROTATION_FIELD_REPEATED, RotationFact.Relinquished.class);
        BREAKING_FACT.put(Reason.ROTATION_FIELD_INVALID, RotationFact.Relinquished.class);
        BREAKING_FACT.put(Reason.ROTATION_UNAFFORDABLE, RotationFact.RotationCost.class);
    }

    private static List<Position> legalPositions(Ruleset ruleset) throws IOException {
        Path file = Path.of(System.getProperty("pacru.conformance.dir", "src/test/resources/conformance"))
                .resolve("legal-" + ruleset.name() + ".tsv");
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.filter(l -> !l.isBlank()).map(l -> PositionNotation.parse(l.split("\t", -1)[0]))
                    .collect(Collectors.toList());
        }
    }

    /**
     * The actions to explain: every legal move; every base move of the mover's chevrons to a field
     * on one of its eight lines (as a capture too where a chevron stands), so every R3/R5 verdict
     * occurs; a move of an enemy chevron; the first legal rotations and random ones.
     */
    private static List<Action> actions(PacruRules rules, Position p, Random random) {
        List<Action> actions = new ArrayList<>(rules.legalMoves(p));
        List<Field> own = new ArrayList<>();
        for (Field from : Field.values()) {
            Optional<Chevron> c = p.chevronAt(from);
            if (c.isPresent() && c.get().owner() == p.toMove()) {
                own.add(from);
                for (Field to : Field.values()) {
                    if (to != from && Direction.between(from, to).isPresent()) {
                        actions.add(p.isOccupied(to) ? Move.capture(from, to) : Move.of(from, to));
                        actions.add(random.nextInt(4) == 0 ? Move.capture(from, to) : Move.of(from, to));
                    }
                }
            } else if (c.isPresent()) {
                actions.add(Move.of(from, from.step(c.get().facing()).orElse(from == Field.A1 ? Field.B1 : Field.A1)));
            }
        }
        rules.legalRotations(p).limit(3).forEach(actions::add);
        List<Field> all = List.of(Field.values());
        for (int i = 0; i < 6 && !own.isEmpty(); i++) {
            Field[] fields = new Field[random.nextInt(5)];
            for (int k = 0; k < fields.length; k++) {
                fields[k] = all.get(random.nextInt(all.size()));
            }
            actions.add(Rotation.of(own.get(random.nextInt(own.size())), Turn.values()[random.nextInt(4)], fields));
        }
        return actions;
    }

    @Test
    @DisplayName("R2-R9: on every conformance legal-move position the explanation's verdict is check's and its result apply's;"
            + " facts are cited by their own rule, and one is left unchecked only after another is broken")
    void explanationAgreesWithCheckAndApply() throws IOException {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            Random random = new Random(9);
            int legal = 0;
            int illegal = 0;
            for (Position p : legalPositions(ruleset)) {
                for (Action a : actions(rules, p, random)) {
                    Explanation e = rules.explain(p, a);
                    Optional<Violation> check = rules.check(p, a);
                    assertThat(e.violation()).as("%s in %s", a, p).isEqualTo(check);
                    assertThat(e.isLegal()).isEqualTo(check.isEmpty());
                    for (Fact f : e.facts()) {
                        assertThat(f.citation()).as("%s in %s: a fact is cited by the rule it is tagged with", a, p)
                                .startsWith(f.rule().id());
                    }
                    if (e.facts().stream().anyMatch(f -> f.status() == Fact.Status.NOT_CHECKED)) {
                        assertThat(e.facts()).as("%s in %s: a rule is left unchecked only after another is broken", a, p)
                                .anyMatch(f -> f.status() == Fact.Status.NOT_ALLOWED);
                    }
                    if (check.isEmpty()) {
                        assertThat(e.result()).contains(rules.apply(p, a));
                        assertThat(e.facts()).as("%s in %s", a, p).allMatch(Fact::allowed);
                        legal++;
                    } else {
                        assertBrokenRuleHasItsFact(e, check.get());
                        illegal++;
                    }
                }
            }
            assertThat(legal).isGreaterThan(10_000);
            assertThat(illegal).isGreaterThan(25_000);
        }
    }

    private static void assertBrokenRuleHasItsFact(Explanation e, Violation v) {
        Class<? extends Fact> type = BREAKING_FACT.get(v.reason());
        if (v.reason() == Reason.NOT_AN_ATTACKER) {
            assertThat(e.facts()).as("%s: %s", e.action(), v).anyMatch(f -> !f.allowed()
                    && (f instanceof MovementFact.Path || f instanceof MovementFact.Attackers));
        } else if (type != null) {
            assertThat(e.facts()).as("%s: %s", e.action(), v).anyMatch(f -> type.isInstance(f) && !f.allowed());
        }
    }
}
