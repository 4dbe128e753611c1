package io.github.dubbotuned.migration;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** The parts of a pom.xml these tests read. */
final class Pom {

    private final Element project;

    private Pom(Element project) {
        this.project = project;
    }

    static Pom read(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(false);
        Document document = factory.newDocumentBuilder().parse(file.toFile());
        return new Pom(document.getDocumentElement());
    }

    Map<String, String> properties() {
        Map<String, String> properties = new LinkedHashMap<>();
        Element element = child(project, "properties");
        if (element != null) {
            for (Element property : children(element)) {
                properties.put(property.getTagName(), property.getTextContent().trim());
            }
        }
        return properties;
    }

    List<String> modules() {
        List<String> modules = new ArrayList<>();
        Element element = child(project, "modules");
        if (element != null) {
            for (Element module : children(element)) {
                modules.add(module.getTextContent().trim());
            }
        }
        return modules;
    }

    String artifactId() {
        return child(project, "artifactId").getTextContent().trim();
    }

    /** {@code groupId:artifactId} of the dependencies (or, with {@code managed}, the managed ones). */
    List<String> dependencies(boolean managed) {
        Element section = managed ? child(project, "dependencyManagement") : project;
        Element dependencies = section == null ? null : child(section, "dependencies");
        List<String> found = new ArrayList<>();
        if (dependencies != null) {
            for (Element dependency : children(dependencies)) {
                found.add(text(dependency, "groupId") + ':' + text(dependency, "artifactId"));
            }
        }
        return found;
    }

    /** The version text of the managed {@code groupId:artifactId}, as written (a literal or a placeholder). */
    String managedVersion(String groupAndArtifact) {
        Element dependencies = child(child(project, "dependencyManagement"), "dependencies");
        for (Element dependency : children(dependencies)) {
            if ((text(dependency, "groupId") + ':' + text(dependency, "artifactId")).equals(groupAndArtifact)) {
                return text(dependency, "version");
            }
        }
        return null;
    }

    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? null : element.getTextContent().trim();
    }

    private static Element child(Element parent, String name) {
        for (Element element : children(parent)) {
            if (element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent) {
        List<Element> elements = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element) {
                elements.add((Element) node);
            }
        }
        return elements;
    }
}
