package org.pacru.rules;

import java.util.ArrayList;
import java.util.List;
import org.pacru.board.Field;

/** Helpers of the facts: joining fields, choices and moves into their sentences. */
final class FactText {

    private FactText() {
    }

    static String join(List<?> items, String separator) {
        List<String> words = new ArrayList<>(items.size());
        for (Object item : items) {
            words.add(item.toString());
        }
        return String.join(separator, words);
    }

    static String fieldList(List<Field> fields) {
        return fields.isEmpty() ? "none" : join(fields, ", ");
    }

    static String capped(List<?> items, int max, String separator) {
        return items.size() <= max ? join(items, separator)
                : join(items.subList(0, max), separator) + separator + "…";
    }
}
