package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.messages.MessageTable;

/**
 * A message as a value: made only from a key of the tables with exactly its parameters (each
 * refusal saying what is wrong), equal by key and arguments, its arguments kept as they were
 * given; and the packed templates of the tables read back into literals, parameters and plural
 * forms.
 */
class MessageTest {

    @Test
    @DisplayName("a wrong number of arguments is refused, counted in words: 1 argument, 2 arguments, 1 name or value")
    void wrongArgumentCountIsRefusedInWords() {
        assertThatThrownBy(() -> Message.of(MessageTable.LITERAL)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message literal takes 1 argument [text], given 0 names and values");
        assertThatThrownBy(() -> Message.of(MessageTable.LITERAL, "text")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message literal takes 1 argument [text], given 1 name or value");
        assertThatThrownBy(() -> Message.of(MessageTable.EVENT_ELIMINATED, "player", Player.A))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message event.eliminated takes 2 arguments [player, rule], given 2 names and values");
        assertThatThrownBy(() -> Message.of(MessageTable.TOPIC_TURN, "player", Player.A))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message topic.turn takes 0 arguments [], given 2 names and values");
    }

    @Test
    @DisplayName("every key of the tables makes a message, the first and the last too, with a text in each language")
    void everyKeyMakesAMessage() {
        for (int i = 0; i < MessageTable.size(); i++) {
            String key = MessageTable.key(i);
            Object[] namesAndValues = new Object[2 * MessageTable.paramCount(i)];
            for (int p = 0; p < MessageTable.paramCount(i); p++) {
                namesAndValues[2 * p] = MessageTable.param(i, p);
                namesAndValues[2 * p + 1] = 2;
            }
            Message m = Message.of(key, namesAndValues);
            assertThat(m.key()).isEqualTo(key);
            for (Language language : Language.values()) {
                assertThat(m.text(language)).as("%s in %s", key, language).isNotNull();
            }
        }
    }

    @Test
    @DisplayName("a name the key does not have is refused, even first; a name given twice is refused")
    void unknownOrRepeatedNamesAreRefused() {
        assertThatThrownBy(() -> Message.of(MessageTable.EVENT_ELIMINATED, "field", Field.A1, "player", Player.A))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message event.eliminated takes [player, rule], not field");
        assertThatThrownBy(() -> Message.of(MessageTable.EVENT_ELIMINATED, "rule", "R8.1", "field", Field.A1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message event.eliminated takes [player, rule], not field");
        assertThatThrownBy(() -> Message.of(MessageTable.EVENT_ELIMINATED, "player", Player.A, "player", Player.B))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("message event.eliminated takes [player, rule], not player twice");
    }

    @Test
    @DisplayName("a null key, argument array or value is refused by name")
    void nullsAreRefusedByName() {
        assertThatThrownBy(() -> Message.of(null)).isInstanceOf(NullPointerException.class).hasMessage("key");
        assertThatThrownBy(() -> Message.of(MessageTable.LITERAL, (Object[]) null))
                .isInstanceOf(NullPointerException.class).hasMessage("namesAndValues");
        assertThatThrownBy(() -> Message.of(MessageTable.LITERAL, "text", null))
                .isInstanceOf(NullPointerException.class).hasMessage("message literal: argument text");
        assertThatThrownBy(() -> Message.literal(null)).isInstanceOf(NullPointerException.class).hasMessage("text");
    }

    @Test
    @DisplayName("a message keeps its key; a list argument is copied, a value that is not serializable is kept as its text")
    void argumentsAreKeptAsGiven() {
        List<Field> fields = new ArrayList<>(List.of(Field.A1, Field.B2));
        Message m = Message.of(MessageTable.FACT_RELINQUISHED_REPEATED, "fields", fields);
        fields.add(Field.C3);
        assertThat(m.key()).isEqualTo("fact.relinquished.repeated");
        assertThat(m.text()).isEqualTo("named twice: a1, b2");
        assertThat(m.arguments().get("fields")).isEqualTo(List.of(Field.A1, Field.B2));
        assertThatThrownBy(() -> ((List<?>) m.arguments().get("fields")).clear())
                .isInstanceOf(UnsupportedOperationException.class);

        Object notSerializable = new Object() {
            @Override
            public String toString() {
                return "as written";
            }
        };
        Message literal = Message.of(MessageTable.LITERAL, "text", notSerializable);
        assertThat(literal.arguments().get("text")).isEqualTo("as written");
        assertThat(literal).isEqualTo(Message.literal("as written"));
    }

    @Test
    @DisplayName("messages are equal when key and arguments are, and equal messages have equal hash codes")
    void equalByKeyAndArguments() {
        Message a = Message.of(MessageTable.EVENT_ELIMINATED, "player", Player.A, "rule", "R8.1");
        Message same = Message.of(MessageTable.EVENT_ELIMINATED, "rule", "R8.1", "player", Player.A);
        assertThat(a).isEqualTo(same).hasSameHashCodeAs(same);
        assertThat(a).isNotEqualTo(Message.of(MessageTable.EVENT_ELIMINATED, "player", Player.B, "rule", "R8.1"));
        assertThat(Message.of(MessageTable.TOPIC_TURN)).isNotEqualTo(Message.of(MessageTable.TOPIC_MOVEMENT));
        assertThat(Message.literal("x")).isNotEqualTo("x");
        assertThat(Message.literal("a").hashCode()).isNotEqualTo(Message.literal("b").hashCode());
        assertThat(Message.of(MessageTable.TOPIC_TURN).hashCode()).isNotEqualTo(Message.of(MessageTable.TOPIC_MOVEMENT).hashCode());
    }

    @Test
    @DisplayName("a packed template reads back as literals around parameters, with their plural forms")
    void packedTemplatesReadBack() {
        Message.Template t = Message.Template.parse("has \u00000\u0000 of \u00002|one|other\u0000, \u00001|# none|# one|# many\u0000.");
        assertThat(t.literals).containsExactly("has ", " of ", ", ", ".");
        assertThat(t.params).containsExactly(0, 2, 1);
        assertThat(t.forms[0]).isNull();
        assertThat(t.forms[1]).containsExactly("one", "other");
        assertThat(t.forms[2]).containsExactly("# none", "# one", "# many");

        Message.Template plain = Message.Template.parse("no parameters");
        assertThat(plain.literals).containsExactly("no parameters");
        assertThat(plain.params).isEmpty();
        assertThat(plain.forms).isEmpty();

        Message.Template edges = Message.Template.parse("\u000012\u0000");
        assertThat(edges.literals).containsExactly("", "");
        assertThat(edges.params).containsExactly(12);
        assertThat(edges.forms[0]).isNull();
    }
}
