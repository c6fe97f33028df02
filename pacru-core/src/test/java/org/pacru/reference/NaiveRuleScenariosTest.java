package org.pacru.reference;

import java.util.stream.Collectors;
import org.pacru.action.Move;
import org.pacru.rules.Ruleset;

/** The hand-worked rule scenarios, run on the naive reference engine. */
class NaiveRuleScenariosTest extends RuleScenarios {

    @Override
    protected Engine engine(Ruleset ruleset) {
        NaiveRules naive = new NaiveRules(ruleset);
        return new Engine() {
            @Override
            public java.util.List<String> moves(org.pacru.board.Position p) {
                return naive.legalMoves(p).stream().map(Move::toString).collect(Collectors.toList());
            }

            @Override
            public java.util.List<String> baseMoves(org.pacru.board.Position p) {
                return naive.baseMoves(p).stream().map(Move::toString).collect(Collectors.toList());
            }

            @Override
            public long rotations(org.pacru.board.Position p) {
                return naive.countRotations(p);
            }

            @Override
            public String play(org.pacru.board.Position p, String action) {
                NaiveRules.Result r = naive.apply(p, ReferenceNotation.action(action));
                return r.text() + " " + r.outcome().map(Object::toString).orElse("*");
            }

            @Override
            public boolean isLegal(org.pacru.board.Position p, String action) {
                return naive.isLegal(p, ReferenceNotation.action(action));
            }
        };
    }
}
