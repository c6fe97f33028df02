package org.pacru.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;

/**
 * pacru-api alone, without pacru-core (this module's tests have no engine on the class path): the
 * decision of docs/design.md, "The position bridge without the engine". On the module path the
 * bridge's package is exported to {@code org.pacru.core} only, so no other module can name it; on
 * the class path the first caller gets it once, and every later caller is refused.
 */
class PositionAccessWithoutEngineTest {

    @Test
    @DisplayName("module path: org.pacru.internal is exported to org.pacru.core alone")
    void internalPackageIsExportedToTheEngineOnly() throws Exception {
        Path classes = Path.of(Position.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor api = ModuleFinder.of(classes).find("org.pacru.api").orElseThrow().descriptor();
        assertThat(api.exports()).filteredOn(e -> e.source().equals("org.pacru.internal"))
                .singleElement().satisfies(e -> assertThat(e.targets()).isEqualTo(Set.of("org.pacru.core")));
    }

    @Test
    @DisplayName("class path without the engine: the first caller gets the bridge, the next is refused")
    void firstCallerOnlyWithoutTheEngine() {
        assertThatThrownBy(() -> Class.forName("org.pacru.core.engine.Board")).isInstanceOf(ClassNotFoundException.class);
        PositionAccess bridge = PositionAccess.get();
        assertThat(bridge).isNotNull();
        assertThat(bridge.chevrons(Position.initial(2))).hasSize(8);
        assertThatThrownBy(PositionAccess::get).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no other code may obtain it");
    }
}
