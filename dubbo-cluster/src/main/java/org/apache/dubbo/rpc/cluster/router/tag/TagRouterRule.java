package org.apache.dubbo.rpc.cluster.router.tag;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.router.AbstractRouterRule;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;

/**
 * A dynamic tag rule of the config center ({@code {provider application}.tag-router}), as Dubbo Admin writes it:
 *
 * <pre>
 * configVersion: v3.0
 * force: false
 * enabled: true
 * key: demo-provider
 * tags:
 *   - name: gray
 *     addresses: ["10.0.0.5:20880"]
 *   - name: blue
 *     match:
 *       - key: env
 *         value: { exact: blue }
 * </pre>
 */
public class TagRouterRule extends AbstractRouterRule {

    private List<Tag> tags = Collections.emptyList();

    /**
     * @throws IllegalArgumentException naming the problem if the text is not such a rule
     */
    public static TagRouterRule parse(String content, String kind) {
        RuleDocument document = RuleDocument.parse(content, kind);
        TagRouterRule rule = new TagRouterRule();
        rule.parseFromDocument(document, content);
        if (!document.has("tags")) {
            throw new IllegalArgumentException("The " + kind + " has no 'tags'");
        }
        List<Tag> tags = new ArrayList<>();
        for (RuleDocument tag : document.documents("tags")) {
            tags.add(Tag.of(tag));
        }
        rule.tags = Collections.unmodifiableList(tags);
        return rule;
    }

    public List<Tag> getTags() {
        return tags;
    }

    public void setTags(List<Tag> tags) {
        this.tags = tags;
    }

    /** The names of the tags. */
    public Set<String> getTagNames() {
        Set<String> names = new LinkedHashSet<>();
        for (Tag tag : tags) {
            names.add(tag.getName());
        }
        return names;
    }

    /** The tag named {@code name}, or null. */
    Tag tag(String name) {
        for (Tag tag : tags) {
            if (tag.getName().equals(name)) {
                return tag;
            }
        }
        return null;
    }

    /** Whether the provider {@code url} carries some tag of the rule. */
    boolean tagsProvider(URL url) {
        for (Tag tag : tags) {
            if (tag.covers(url)) {
                return true;
            }
        }
        return false;
    }
}
