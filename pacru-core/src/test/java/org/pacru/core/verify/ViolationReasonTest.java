package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.ReferenceNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Violation;

/**
 * {@code check} names the one rule an action breaks, on hand-built positions where exactly one
 * rule is broken (positions as in {@link RuleScenarios#board}); the message starts with the rule ID
 * and names the action.
 */
class ViolationReasonTest {

    @ParameterizedTest(name = "{3}: {1} in {0}")
    @CsvSource(delimiter = '|', value = {
        // R2.1, R3.1-R3.4
        "b2:AN i9:BS                          | i9-i8          | standard     | NOT_OWN_CHEVRON",
        "b2:AN i9:BS                          | b2-c2          | standard     | WRONG_DIRECTION",
        "b2:AN i9:BS                          | b2-b4          | standard     | OUT_OF_RANGE",
        "e5:aAN e6:b d6:aAN i1:BN             | e5-e6          | standard     | DESTINATION_OPPOSING",
        "e5:aAN e6:b d6:aAN i1:BN             | e5-d6          | standard     | DESTINATION_OCCUPIED",
        "a1:aAN a2:BE c1:a i9:BS              | a1-a3          | standard     | PATH_BLOCKED",
        "a1:AN a2:BE a3:a c1:a i9:BS          | a1-a3          | standard     | PATH_BLOCKED",
        // R5
        "e3:AN d1:a f1:a c5:AE a4:a e5:BS i9:BS      | e3xe5(d4) | standard | SINGLE_ATTACKER",
        "a1:aAN a2:BE a3:aBS c1:a c3:AW i9:BS        | c3xa3     | standard | SINGLE_ATTACKER",
        "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS | e3-e5(d4) | standard | CAPTURE_NOT_MARKED",
        "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS | e3xe4     | standard | NOTHING_TO_CAPTURE",
        // R9.2, R4, R6.2
        "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS | e3xe5     | standard | CHOICE_MISSING",
        "b2:AN i9:BS                                 | b2-b3(b2) | standard | CHOICE_EXTRA",
        "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS | e3xe5(a1) | standard | CROSSING_FIELD_INVALID",
        "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS | e3xe5(e5) | standard | CROSSING_FIELD_INVALID",
        "a1:aAN a2:a a3:a i9:BS                      | a1-a3(*)  | standard | CONNECTION_INVALID",
        "e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(e6) | standard | BONUS_FIELD_INVALID",
        "e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(e4) | abstractplay | BONUS_FIELD_INVALID",
        // R7, R2.2, R8.3
        "e4:aAN a1:a a2:a a3:a a4:a i9:BS     | i9>(a1,a2)     | standard     | ROTATION_NOT_OWN_CHEVRON",
        "e4:aAN a1:a a2:a a3:a a4:a i9:BS     | e4>(a1)        | standard     | ROTATION_WRONG_COUNT",
        "e4:aAN a1:a a2:a a3:a a4:a i9:BS     | e4>(a1,a1)     | standard     | ROTATION_FIELD_REPEATED",
        "e4:aAN a1:a a2:a a3:a a4:a i9:BS i8:b | e4>(a1,i8)    | standard     | ROTATION_FIELD_INVALID",
        "e4:aAN a1:a a2:a a3:a a4:a i9:BS     | e4>(a1,e4)     | standard     | ROTATION_FIELD_INVALID",
        "a1:ASW a2:a a3:a i9:BS               | a1>(a2,a3)     | standard     | NO_LEGAL_MOVE",
        "a1:ASW a2:a a3:a i9:BS               | a1-a2          | standard     | NO_LEGAL_MOVE",
        "e6:AN a1:b                           | e6-e7          | standard     | GAME_OVER",
    })
    void checkNamesTheBrokenRule(String board, String action, String ruleset, Violation.Reason reason) {
        Position p = RuleScenarios.board(2, Player.A, board);
        Optional<Violation> v = PacruRules.of(Ruleset.parse(ruleset)).check(p, ReferenceNotation.action(action));
        assertThat(v).as("check(%s)", action).isPresent();
        assertThat(v.get().reason()).as("%s", v.get().message()).isEqualTo(reason);
        assertThat(v.get().message()).startsWith(reason.rule() + ": " + action);
    }
}
