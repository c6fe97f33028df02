package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.pacru.action.Action;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** Hand-built positions and short assertions for the rule-by-rule tests. */
final class Setup {
    static final PacruRules STANDARD = PacruRules.STANDARD;
    static final PacruRules ABSTRACT_PLAY = PacruRules.ABSTRACT_PLAY;

    private final Position.Builder builder;

    private Setup(int players) {
        builder = Position.builder(players);
    }

    /** An empty board for the given number of players, A to move. */
    static Setup board(int players) {
        return new Setup(players);
    }

    /** Puts a chevron such as {@code "AN"} or {@code "BSW"} on a field. */
    Setup chevron(String field, String chevron) {
        builder.chevron(Field.parse(field), new Chevron(Player.parse(chevron.substring(0, 1)),
                Direction.parse(chevron.substring(1))));
        return this;
    }

    /** Puts markers of a player ({@code 'A'}–{@code 'D'}) on the fields, separated by blanks. */
    Setup markers(char player, String fields) {
        for (String f : fields.trim().split("\\s+")) {
            builder.marker(Field.parse(f), Player.parse(String.valueOf(player)));
        }
        return this;
    }

    /** Puts markers of a player on every field of the ranks/files range, e.g. {@code fill('B', "d1", "f3")}. */
    Setup fill(char player, String corner1, String corner2) {
        Field a = Field.parse(corner1);
        Field b = Field.parse(corner2);
        for (int f = Math.min(a.file(), b.file()); f <= Math.max(a.file(), b.file()); f++) {
            for (int r = Math.min(a.rank(), b.rank()); r <= Math.max(a.rank(), b.rank()); r++) {
                builder.marker(Field.of(f, r), Player.parse(String.valueOf(player)));
            }
        }
        return this;
    }

    /** Makes a field neutral. */
    Setup noMarkerAt(String field) {
        builder.noMarker(Field.parse(field));
        return this;
    }

    Setup toMove(char player) {
        builder.toMove(Player.parse(String.valueOf(player)));
        return this;
    }

    Position build() {
        return builder.build();
    }

    // ---- assertions

    static List<String> moves(Rules rules, Position p) {
        return rules.legalMoves(p).stream().map(Object::toString).collect(Collectors.toList());
    }

    static List<String> bases(Rules rules, Position p) {
        return rules.baseMoves(p).stream().map(Object::toString).collect(Collectors.toList());
    }

    /** The completions of a base move, as strings. */
    static List<String> completions(Rules rules, Position p, String base) {
        return rules.completions(p, ActionNotation.parseMove(base)).stream().map(Object::toString).collect(Collectors.toList());
    }

    /** The violation of an action, which must be illegal; also checks apply refuses it with the same. */
    static Violation violation(Rules rules, Position p, String action) {
        Action a = ActionNotation.parse(action);
        Optional<Violation> v = rules.check(p, a);
        assertThat(v).as("expected %s to be illegal", action).isPresent();
        assertThat(rules.isLegal(p, a)).isFalse();
        try {
            rules.apply(p, a);
        } catch (org.pacru.rules.IllegalActionException e) {
            assertThat(e.violation()).isEqualTo(v.get());
            assertThat(e.position()).isEqualTo(p);
            assertThat(v.get().message()).startsWith(v.get().rule() + ": " + a + ": ");
            return v.get();
        }
        throw new AssertionError("apply accepted the illegal action " + action);
    }

    /** Applies a legal action (checking that check agrees). */
    static Transition apply(Rules rules, Position p, String action) {
        Action a = ActionNotation.parse(action);
        assertThat(rules.check(p, a)).as("check of %s", action).isEmpty();
        return rules.apply(p, a);
    }

    static Rules rules(Ruleset r) {
        return PacruRules.of(r);
    }
}
