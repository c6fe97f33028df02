package org.pacru.release;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Reading the build's POMs for the release checks: elements by name, without Maven. */
final class Poms {

    private Poms() {
    }

    /** The root element of an XML file (a POM), entities not expanded. */
    static Element xml(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    /** The root element of XML text (a POM printed in a document), entities not expanded. */
    static Element xml(String text) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder()
                .parse(new org.xml.sax.InputSource(new java.io.StringReader(text))).getDocumentElement();
    }

    /** The text of the direct child element with that name (not of a parent's or a plugin's). */
    static String child(Element parent, String name) {
        for (Element element : children(parent, name)) {
            return element.getTextContent().strip();
        }
        throw new AssertionError("no <" + name + "> in <" + parent.getTagName() + ">");
    }

    /** The direct child elements with that name, in document order. */
    static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }
}
