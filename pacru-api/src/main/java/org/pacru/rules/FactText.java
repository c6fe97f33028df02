package org.pacru.rules;

import java.util.ArrayList;
import java.util.List;
import org.pacru.messages.MessageTable;

/** Helpers of the facts: the arguments their messages take for lists of fields, choices and moves. */
final class FactText {

    private FactText() {
    }

    /** Items joined by a space, as notation joins moves and choices: the same in every language. */
    static String spaced(List<?> items) {
        List<String> words = new ArrayList<>(items.size());
        for (Object item : items) {
            words.add(item.toString());
        }
        return String.join(" ", words);
    }

    /** A list of fields, or the word for none when it is empty. */
    static Object fieldList(List<?> fields) {
        return fields.isEmpty() ? Message.of(MessageTable.LIST_NONE) : fields;
    }

    /** The first {@code max} items, followed by {@code …} if there are more. */
    static List<Object> capped(List<?> items, int max) {
        List<Object> shown = new ArrayList<>(items.subList(0, Math.min(max, items.size())));
        if (items.size() > max) {
            shown.add("…");
        }
        return shown;
    }

    /** Clauses joined by {@code ;}, as the table's {@code clause.pair} joins two. */
    static Message clauses(List<Message> clauses) {
        Message joined = clauses.get(0);
        for (int i = 1; i < clauses.size(); i++) {
            joined = Message.of(MessageTable.CLAUSE_PAIR, "a", joined, "b", clauses.get(i));
        }
        return joined;
    }
}
