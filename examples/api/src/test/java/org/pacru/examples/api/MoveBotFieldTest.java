package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The {@code move} call names its computer player {@code bot}, as the answer's {@code player} is
 * the seat that moved; {@code player}, the request field's older name, is kept as an alias (the
 * same answers), and giving both is refused rather than one of them silently winning.
 */
class MoveBotFieldTest {
    private static final Api API = new Api(Api.PACKAGE);

    @SuppressWarnings("unchecked")
    private static Map<String, Object> answer(String body) {
        return (Map<String, Object>) JsonReader.parse(API.answer("move", body));
    }

    @Test
    @DisplayName("bot and its older name player choose the same computer player: the same answer, computer and seat")
    void botAndPlayerAreTheSameRequest() {
        for (String bot : new String[] {"random", "greedy", "mcts:40"}) {
            Map<String, Object> byBot = timeless(answer("{\"bot\":\"" + bot + "\",\"seed\":3}"));
            Map<String, Object> byPlayer = timeless(answer("{\"player\":\"" + bot + "\",\"seed\":3}"));
            assertThat(byBot).as(bot).doesNotContainKey("error").isEqualTo(byPlayer);
            assertThat(byBot.get("computer")).isEqualTo(bot);
            assertThat(byBot.get("player")).as("the answer's player: the seat").isEqualTo("A");
        }
    }

    /** An answer without its search's time ({@code search.millis}), the one part two equal requests may answer differently. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> timeless(Map<String, Object> answer) {
        Map<String, Object> copy = new java.util.LinkedHashMap<>(answer);
        if (copy.get("search") instanceof Map<?, ?> search) {
            Map<String, Object> s = new java.util.LinkedHashMap<>((Map<String, Object>) search);
            s.remove("millis");
            copy.put("search", s);
        }
        return copy;
    }

    @Test
    @DisplayName("the errors about the computer player name the field the request used: bot or player")
    void errorsNameTheFieldGiven() {
        for (String field : new String[] {"bot", "player"}) {
            assertThat(error("{\"" + field + "\":\"oracle\"}")).containsEntry("code", "bad-request").containsEntry("field", field);
            assertThat(error("{\"" + field + "\":\"mcts:0\"}")).containsEntry("code", "budget-over-limit").containsEntry("field", field);
            assertThat(error("{\"" + field + "\":\"mcts:x\"}")).containsEntry("code", "bad-request").containsEntry("field", field);
        }
    }

    @Test
    @DisplayName("bot and player both given is a 400 bad-request naming bot, even when they agree")
    void bothGivenIsRefused() {
        assertThat(error("{\"bot\":\"greedy\",\"player\":\"greedy\"}")).containsEntry("status", 400L)
                .containsEntry("code", "bad-request").containsEntry("field", "bot");
        assertThat(String.valueOf(error("{\"bot\":\"random\",\"player\":\"mcts\"}").get("message")))
                .isEqualTo("give the computer player once: 'bot' ('random'), or 'player' ('mcts'), its older name");
    }

    @Test
    @DisplayName("a move by an mcts bot is a search (the server's search pool), by either name")
    void mctsBotSearches() {
        assertThat(Api.searches("move", Map.of("bot", "mcts:5"))).isTrue();
        assertThat(Api.searches("move", Map.of("player", "mcts"))).isTrue();
        assertThat(Api.searches("move", Map.of("bot", "greedy"))).isFalse();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> error(String body) {
        Map<String, Object> answer = answer(body);
        assertThat(answer).as(body).containsKey("error");
        return (Map<String, Object>) answer.get("error");
    }
}
