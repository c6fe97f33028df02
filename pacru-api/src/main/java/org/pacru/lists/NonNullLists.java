package org.pacru.lists;

import java.util.List;
import java.util.Objects;

/** Unmodifiable copies of lists that refuse null by the list's name. */
public final class NonNullLists {

    private NonNullLists() {
    }

    /**
     * An unmodifiable copy of a list, refusing a null list or a null element.
     *
     * @param <T> the element type
     * @param list the list to copy
     * @param name the list's name, the message of the {@code NullPointerException} for a null list
     *     ({@code "element of " + name} for a null element)
     * @return the copy, as {@link List#copyOf(java.util.Collection)} makes it
     * @throws NullPointerException if the list or one of its elements is null
     */
    public static <T> List<T> copyOf(List<T> list, String name) {
        Objects.requireNonNull(list, name);
        for (T element : list) {
            if (element == null) {
                throw new NullPointerException("element of " + name);
            }
        }
        return List.copyOf(list);
    }
}
