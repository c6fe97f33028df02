package org.pacru.examples.abstractplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.board.Field;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;

/** Abstract Play's move-string text for {@link AbstractPlayAdapter}: lenient partial parsing and the open form. */
final class MoveStrings {
    private MoveStrings() {
    }

    /**
     * The text without white space (space, tab, line feed, vertical tab, form feed, carriage
     * return: what {@code \s} means to {@code String.replaceAll}, which would compile the regex
     * engine into the npm package).
     */
    static String withoutSpace(String text) {
        StringBuilder s = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\u000B' && c != '\f' && c != '\r') {
                s.append(c);
            }
        }
        return s.toString();
    }

    /** See {@link AbstractPlayAdapter#parsePartial(String)}. */
    static Optional<PartialAction> parsePartial(String text) {
        String s = withoutSpace(text).toLowerCase(Locale.ROOT);
        if (s.endsWith(")")) {
            s = s.substring(0, s.length() - 1);
        }
        List<Step> steps = new ArrayList<>();
        int[] pos = {0};
        if (s.isEmpty()) {
            return Optional.of(PartialAction.empty());
        }
        Optional<Field> from = field(s, pos);
        if (from.isEmpty()) {
            return Optional.empty();
        }
        steps.add(new Step.Select(from.get()));
        if (pos[0] == s.length()) {
            return Optional.of(new PartialAction(steps));
        }
        char c = s.charAt(pos[0]);
        boolean rotation;
        if (c == '-' || c == 'x') {
            pos[0]++;
            Optional<Field> to = field(s, pos);
            if (to.isEmpty()) {
                return Optional.empty();
            }
            steps.add(new Step.Destination(to.get(), c == 'x'));
            rotation = false;
        } else if (c == '>' || c == '<') {
            int n = 1;
            pos[0]++;
            if (pos[0] < s.length() && s.charAt(pos[0]) == c) {
                n = 2;
                pos[0]++;
            }
            steps.add(new Step.Turn(org.pacru.action.Turn.ofSteps(c == '>' ? n : -n)));
            rotation = true;
        } else {
            return Optional.empty();
        }
        if (pos[0] == s.length()) {
            return Optional.of(new PartialAction(steps));
        }
        if (s.charAt(pos[0]) != '(') {
            return Optional.empty();
        }
        pos[0]++;
        List<Choice> choices = new ArrayList<>();
        while (pos[0] < s.length()) {
            if (!rotation && s.charAt(pos[0]) == '*') {
                choices.add(Choice.connection());
                pos[0]++;
            } else {
                Optional<Field> f = field(s, pos);
                if (f.isEmpty()) {
                    return Optional.empty();
                }
                if (rotation) {
                    steps.add(new Step.Relinquish(f.get()));
                } else {
                    choices.add(Choice.of(f.get()));
                }
            }
            if (pos[0] < s.length()) {
                if (s.charAt(pos[0]) != ',') {
                    return Optional.empty();
                }
                pos[0]++;
            }
        }
        try {
            PartialAction partial = new PartialAction(steps);
            for (Choice choice : choices) {
                partial = partial.then(choice);  // the kind from the move's shape; ActionBuilder corrects it
            }
            return Optional.of(partial);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<Field> field(String s, int[] pos) {
        int i = pos[0];
        if (i + 2 > s.length()) {
            return Optional.empty();
        }
        char file = s.charAt(i);
        char rank = s.charAt(i + 1);
        if (file < 'a' || file > 'i' || rank < '1' || rank > '9') {
            return Optional.empty();
        }
        if (i + 2 < s.length() && Character.isDigit(s.charAt(i + 2))) {
            return Optional.empty();
        }
        pos[0] = i + 2;
        return Optional.of(Field.of(file - 'a', rank - '1'));
    }

    /** A partial action as Abstract Play shows it while a move is built: brackets left open. */
    static String openString(PartialAction p) {
        String s = p.toString();
        return p.size() > 2 ? s.substring(0, s.length() - 1) : s;
    }

    static Optional<Action> tryParse(String text) {
        try {
            return Optional.of(ActionNotation.parse(text));
        } catch (NotationException e) {
            return Optional.empty();
        }
    }
}
