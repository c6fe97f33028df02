package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.rules.Event;
import org.pacru.rules.Fact;
import org.pacru.rules.Outcome;
import org.pacru.rules.WinReason;

/**
 * The kinds of fact and types of event that the API names without reflection are every
 * kind and type the library has, each by its record's simple name, as the JVM names them (the
 * WebAssembly and JavaScript builds keep no class names).
 */
class ExplanationsTest {

    /** Every record of a sealed hierarchy. */
    private static List<Class<?>> records(Class<?> sealed) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isRecord()) {
                out.add(c);
            } else {
                out.addAll(records(c));
            }
        }
        return out;
    }

    /** An instance of a record built from plain component values. */
    private static Object instance(Class<?> record) throws ReflectiveOperationException {
        RecordComponent[] components = record.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> t = components[i].getType();
            types[i] = t;
            values[i] = t == Field.class ? Field.E5 : t == Player.class ? Player.A : t == Direction.class ? Direction.N
                    : t == Chevron.class ? new Chevron(Player.B, Direction.S) : t == Borderland.class ? Borderland.of(Field.E5)
                    : t == Optional.class ? Optional.empty() : t == List.class ? List.of() : t == int.class ? 1
                    : t == long.class ? 1L : t == boolean.class ? Boolean.TRUE : t == WinReason.class ? WinReason.TARGET_REACHED
                    : t == Event.Cause.class ? Event.Cause.CAPTURE : t == Outcome.class ? new Outcome(Player.A, WinReason.TARGET_REACHED) : t.isEnum() ? t.getEnumConstants()[0] : null;
        }
        Constructor<?> constructor = record.getDeclaredConstructor(types);
        return constructor.newInstance(values);
    }

    @Test
    @DisplayName("every kind of fact states its record's name as its kind (Fact.kind): 19 kinds")
    void everyFactKind() throws ReflectiveOperationException {
        List<Class<?>> kinds = records(Fact.class);
        assertThat(kinds).hasSize(19);
        for (Class<?> kind : kinds) {
            assertThat(((Fact) instance(kind)).kind()).isEqualTo(kind.getSimpleName());
        }
    }

    @Test
    @DisplayName("every type of event is named as its record, and has a sentence: 9 types")
    void everyEventType() throws ReflectiveOperationException {
        List<Class<?>> types = records(Event.class);
        assertThat(types).hasSize(9);
        for (Class<?> type : types) {
            Event e = (Event) instance(type);
            assertThat(Views.type(e)).isEqualTo(type.getSimpleName());
            assertThat(org.pacru.examples.text.EventText.describe(e, java.util.Locale.ENGLISH)).isNotBlank();
        }
    }
}
