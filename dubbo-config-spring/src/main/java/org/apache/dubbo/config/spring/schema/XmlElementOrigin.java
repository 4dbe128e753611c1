package org.apache.dubbo.config.spring.schema;

import org.apache.dubbo.config.spring.context.AttributeOrigin;
import org.w3c.dom.Element;

/** A {@code <dubbo:*>} element of a Spring XML resource, described by its identifying attributes. */
final class XmlElementOrigin implements AttributeOrigin {

    private static final String[] IDENTIFYING = {"id", "name", "interface"};

    private final String element;
    private final String resource;

    XmlElementOrigin(Element element, String resource) {
        StringBuilder text = new StringBuilder("<dubbo:").append(element.getLocalName());
        for (String attribute : IDENTIFYING) {
            String value = element.getAttribute(attribute);
            if (!value.isEmpty()) {
                text.append(' ').append(attribute).append("=\"").append(value).append('"');
            }
        }
        this.element = text.append('>').toString();
        this.resource = resource;
    }

    @Override
    public String describe(String property, Object value) {
        return "attribute " + XmlNames.attributeOf(property) + "=\"" + value + "\" of " + describe();
    }

    @Override
    public String describe() {
        return element + (resource == null ? "" : " in " + resource);
    }
}
