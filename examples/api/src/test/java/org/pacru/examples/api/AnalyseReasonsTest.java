package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code analyse} through the JSON API: each reported action with its {@code line} (the action,
 * then the search's founded replies, at most 6 plies), {@code why} in the request's language and
 * {@code facts} (docs/API.md, contract C3). The searches are seeded, so the reported actions are
 * the same on every run.
 */
class AnalyseReasonsTest {
    private static final Api API = new Api(Api.PACKAGE);

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> actions(String position, String lang) {
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(API.answer("analyse",
                "{\"position\":\"" + position + "\",\"iterations\":1000,\"seed\":1,\"lang\":\"" + lang + "\"}"));
        assertThat(answer).doesNotContainKey("error");
        return (List<Map<String, Object>>) answer.get("actions");
    }

    private static Map<String, Object> entry(String position, String lang, String action) {
        return actions(position, lang).stream().filter(a -> a.get("action").equals(action)).findFirst().orElseThrow(
                () -> new AssertionError(action + " is not among the reported actions of " + position));
    }

    @ParameterizedTest(name = "{0}: every action has its line (starting with it, 6 plies at most), why and facts")
    @ValueSource(strings = {"en", "es", "ja"})
    @SuppressWarnings("unchecked")
    void everyActionHasItsLineWhyAndFacts(String lang) {
        for (String position : List.of(START, CONNECTING, ReasonsTest.CAPTURE, ReasonsTest.THREATENED, ReasonsTest.CORNERED)) {
            for (Map<String, Object> a : actions(position, lang)) {
                List<Object> line = (List<Object>) a.get("line");
                assertThat(line).as(position).isNotEmpty().hasSizeLessThanOrEqualTo(Computer.LINE_PLIES);
                assertThat(line.get(0)).isEqualTo(a.get("action"));
                assertThat((String) a.get("why")).as(position + " " + a.get("action")).isNotBlank();
                assertThat((Map<String, Object>) a.get("facts")).containsOnlyKeys("gains", "captures", "threatsBefore",
                        "threatsAfter", "relinquished");
            }
        }
    }

    @Test
    @DisplayName("the line follows the search's reply while it was visited 5 times or more")
    @SuppressWarnings("unchecked")
    void theLineFollowsTheFoundedReplies() {
        Map<String, Object> best = actions(ReasonsTest.THREATENED, "en").get(0);
        assertThat(best.get("action")).isEqualTo("e5-e4");
        assertThat((List<Object>) best.get("line")).containsExactly("e5-e4", "e7-c5(a5)");
    }

    /** The two-player start (R1.6). */
    static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    /** A's chevron on a1 facing N with range 2 (A's markers on a1 and a3): a1-a3 is a connection. */
    static final String CONNECTING = "8.BS/9/9/9/9/9/a8/9/aAN8 A 2";

    @Test
    @DisplayName("R4.4 in each language: a crossing names the field it claims and the borderland crossed into")
    void aCrossingInEachLanguage() {
        assertThat(entry(START, "en", "a3-b4(c5)").get("why")).isEqualTo("claims c5 (crossing into b5, R4.4)");
        assertThat(entry(START, "es", "a3-b4(c5)").get("why")).isEqualTo("marca c5 (cruce de frontera hacia b5, R4.4)");
        assertThat(entry(START, "ja", "a3-b4(c5)").get("why")).isEqualTo("c5 にマーカーを置く（b5 への境界越え、R4.4）");
        assertThat(entry(START, "en", "a3-b4(c5)").get("facts")).isEqualTo(Map.of("gains", 1L,
                "captures", List.of(), "threatsBefore", 0L, "threatsAfter", 0L, "relinquished", List.of()));
    }

    @Test
    @DisplayName("R4.5 in each language: a connection names the fields it fills")
    void aConnectionInEachLanguage() {
        assertThat(entry(CONNECTING, "en", "a1-a3(*)").get("why")).isEqualTo("claims a2 (connection, R4.5)");
        assertThat(entry(CONNECTING, "es", "a1-a3(*)").get("why")).isEqualTo("marca a2 (conexión, R4.5)");
        assertThat(entry(CONNECTING, "ja", "a1-a3(*)").get("why")).isEqualTo("a2 にマーカーを置く（接続、R4.5）");
    }

    @Test
    @DisplayName("R5.3 and R4.4 in each language: the capture that crosses a border says both")
    void aCaptureInEachLanguage() {
        assertThat(entry(ReasonsTest.CAPTURE, "en", "c3xe3(d3)").get("why"))
                .isEqualTo("captures B's chevron on e3 and takes the field (R5.3); claims d3 (crossing into e2, R4.4)");
        assertThat(entry(ReasonsTest.CAPTURE, "es", "c3xe3(d3)").get("why"))
                .isEqualTo("captura la pieza de B en e3 y se queda con la casilla (R5.3); marca d3 (cruce de frontera hacia e2, R4.4)");
        assertThat(entry(ReasonsTest.CAPTURE, "ja", "c3xe3(d3)").get("why"))
                .isEqualTo("e3 にある B の駒を捕獲し、そのマスを得る（R5.3）。d3 にマーカーを置く（e2 への境界越え、R4.4）");
        assertThat(entry(ReasonsTest.CAPTURE, "en", "c3xe3(d3)").get("facts")).isEqualTo(Map.of("gains", 2L,
                "captures", List.of("e3"), "threatsBefore", 0L, "threatsAfter", 0L, "relinquished", List.of()));
    }

    @Test
    @DisplayName("R5.2 in each language: moving the chevron attacked twice away prevents the capture")
    void aPreventedCaptureInEachLanguage() {
        assertThat(entry(ReasonsTest.THREATENED, "en", "e5-e4").get("why"))
                .isEqualTo("gains no marker now; your chevron on e5 is no longer attacked twice (R5.2)");
        assertThat(entry(ReasonsTest.THREATENED, "es", "e5-e4").get("why"))
                .isEqualTo("no gana ningún marcador ahora; tu pieza de e5 ya no está atacada dos veces (R5.2)");
        assertThat(entry(ReasonsTest.THREATENED, "ja", "e5-e4").get("why"))
                .isEqualTo("今はマーカーを得ない。e5 の自分の駒（1 個）はもう二重に攻撃されていない（R5.2）");
        assertThat(entry(ReasonsTest.THREATENED, "en", "e5-e4").get("facts")).isEqualTo(Map.of("gains", 0L,
                "captures", List.of(), "threatsBefore", 1L, "threatsAfter", 0L, "relinquished", List.of()));
    }

    @Test
    @DisplayName("R7.1 in each language: a rotation says what it gives up and what it opens (here nothing: giving up b1 shortens a1's range, R3.2), in the reader's compass letters")
    void aRotationInEachLanguage() {
        assertThat(entry(ReasonsTest.CORNERED, "en", "a1>(b1,i1)").get("why")).isEqualTo("turns the chevron on a1 from W to NW and gives up"
                + " b1 and i1 (R7.1); opens no better move: next turn its moves gain no more than now (0 markers)");
        assertThat(entry(ReasonsTest.CORNERED, "es", "a1>(b1,i1)").get("why")).isEqualTo("gira la pieza de a1 de O a NO y retira los marcadores"
                + " de b1 y i1 (R7.1); no abre ningún movimiento mejor: en el próximo turno sus movimientos no ganan más que ahora (0 marcadores)");
        assertThat(entry(ReasonsTest.CORNERED, "ja", "a1>(b1,i1)").get("why")).isEqualTo("a1 の駒を W から NW へ回転させ、b1 と i1 のマーカーを"
                + "取り除く（R7.1）。よりよい移動は開けない: 次の手番でもこの駒の移動で得られるマーカーは今（0 個）より増えない");
        assertThat(entry(ReasonsTest.CORNERED, "en", "a1>(b1,i1)").get("facts")).isEqualTo(Map.of("gains", 0L,
                "captures", List.of(), "threatsBefore", 0L, "threatsAfter", 0L, "relinquished", List.of("b1", "i1")));
    }

    @Test
    @DisplayName("move's search keeps its statistics alone: line, why and facts are analyse's")
    @SuppressWarnings("unchecked")
    void moveAnswersNoReasons() {
        Map<String, Object> answer = (Map<String, Object>) JsonReader.parse(API.answer("move",
                "{\"position\":\"" + ReasonsTest.CAPTURE + "\",\"bot\":\"mcts:200\",\"seed\":1}"));
        Map<String, Object> first = ((List<Map<String, Object>>) ((Map<String, Object>) answer.get("search")).get("actions")).get(0);
        assertThat(first).containsOnlyKeys("action", "visits", "value");
    }
}
