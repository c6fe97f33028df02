package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class LanguageTest {

    @Test
    void tagsWithRegionOrCaseNameTheirLanguage() {
        assertThat(Language.forTag("es")).contains(Language.SPANISH);
        assertThat(Language.forTag("ja-JP")).contains(Language.JAPANESE);
        assertThat(Language.forTag("EN_us")).contains(Language.ENGLISH);
        assertThat(Language.forTag(" es-419 ")).contains(Language.SPANISH);
    }

    @Test
    void unknownTagsNameNoLanguage() {
        assertThat(Language.forTag("de")).isEmpty();
        assertThat(Language.forTag("")).isEmpty();
        assertThat(Language.forTag("-es")).isEmpty();
        assertThat(Language.forTag("español")).isEmpty();
    }

    @Test
    void localeOfAnUnwrittenLanguageFallsBackToEnglish() {
        assertThat(Language.of(Locale.GERMAN)).isEqualTo(Language.ENGLISH);
        assertThat(Language.of(Locale.ROOT)).isEqualTo(Language.ENGLISH);
        assertThat(Language.of(Locale.JAPAN)).isEqualTo(Language.JAPANESE);
        assertThat(Language.of(Language.SPANISH.locale())).isEqualTo(Language.SPANISH);
    }
}
