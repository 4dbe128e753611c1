package org.apache.dubbo.config.spring.surface;

import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The elements of a dubbo XSD and the attributes each accepts, following complex-type extensions and attribute
 * groups (Apache's schemas declare the attributes on shared base types; ours inline).
 */
final class XsdSurface {

    private static final String XSD = "http://www.w3.org/2001/XMLSchema";

    /** Element name → attribute names. */
    final Map<String, Set<String>> attributes = new TreeMap<>();

    private final Map<String, Element> types = new LinkedHashMap<>();
    private final Map<String, Element> groups = new LinkedHashMap<>();

    static XsdSurface read(InputStream xsd) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(xsd);
        XsdSurface surface = new XsdSurface();
        Element schema = document.getDocumentElement();
        for (Element child : children(schema)) {
            if ("complexType".equals(child.getLocalName())) {
                surface.types.put(child.getAttribute("name"), child);
            } else if ("attributeGroup".equals(child.getLocalName())) {
                surface.groups.put(child.getAttribute("name"), child);
            }
        }
        for (Element child : children(schema)) {
            if ("element".equals(child.getLocalName())) {
                Set<String> names = new TreeSet<>();
                String type = local(child.getAttribute("type"));
                if (!type.isEmpty() && surface.types.containsKey(type)) {
                    surface.collect(surface.types.get(type), names);
                } else {
                    surface.collect(child, names);
                }
                surface.attributes.put(child.getAttribute("name"), names);
            }
        }
        return surface;
    }

    private void collect(Element node, Set<String> names) {
        for (Element child : children(node)) {
            String kind = child.getLocalName();
            if ("attribute".equals(kind) && !child.getAttribute("name").isEmpty()) {
                names.add(child.getAttribute("name"));
            } else if ("extension".equals(kind) && types.containsKey(local(child.getAttribute("base")))) {
                collect(types.get(local(child.getAttribute("base"))), names);
                collect(child, names);
            } else if ("attributeGroup".equals(kind) && groups.containsKey(local(child.getAttribute("ref")))) {
                collect(groups.get(local(child.getAttribute("ref"))), names);
            } else if (!"element".equals(kind)) {
                collect(child, names);
            }
        }
    }

    private static String local(String qualified) {
        return qualified.substring(qualified.indexOf(':') + 1);
    }

    private static Iterable<Element> children(Element parent) {
        java.util.List<Element> children = new java.util.ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element && XSD.equals(node.getNamespaceURI())) {
                children.add((Element) node);
            }
        }
        return children;
    }
}
