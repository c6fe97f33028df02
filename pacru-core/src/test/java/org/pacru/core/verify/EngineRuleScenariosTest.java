package org.pacru.core.verify;

import java.util.List;
import java.util.stream.Collectors;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.ReferenceNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;

/** The hand-worked rule scenarios of {@link RuleScenarios}, run on the engine. */
class EngineRuleScenariosTest extends RuleScenarios {

    @Override
    protected Engine engine(Ruleset ruleset) {
        Rules rules = PacruRules.of(ruleset);
        return new Engine() {
            @Override
            public List<String> moves(Position p) {
                return rules.legalMoves(p).stream().map(Move::toString).collect(Collectors.toList());
            }

            @Override
            public List<String> baseMoves(Position p) {
                return rules.baseMoves(p).stream().map(Move::toString).collect(Collectors.toList());
            }

            @Override
            public long rotations(Position p) {
                return rules.countRotations(p);
            }

            @Override
            public String play(Position p, String action) {
                Transition t = rules.apply(p, ReferenceNotation.action(action));
                return ReferenceNotation.format(t.after()) + " " + t.outcome().map(Object::toString).orElse("*");
            }

            @Override
            public boolean isLegal(Position p, String action) {
                boolean legal = rules.isLegal(p, ReferenceNotation.action(action));
                if (legal != rules.check(p, ReferenceNotation.action(action)).isEmpty()) {
                    throw new AssertionError("isLegal and check disagree on " + action);
                }
                return legal;
            }
        };
    }
}
